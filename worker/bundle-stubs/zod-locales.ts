// zod's translated error messages (`z.locales`, `z.core.locales`), left out of the deployed Worker:
// every refusal the Worker sends is a message key of ours, never zod's own words. See README.md.
export {};
