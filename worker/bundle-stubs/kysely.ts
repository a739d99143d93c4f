// Kysely, left out of the deployed Worker (see README.md). Only better-auth's migration runner
// imports it here (for its sql template tag), and that runs only for a Kysely database, which the Worker
// never gives it: its tables are made by migrations/ through wrangler.

export function sql(): never {
  throw new Error(
    "Kysely is not bundled in this Worker: better-auth's migrations do not run here (worker/bundle-stubs/README.md).",
  );
}
