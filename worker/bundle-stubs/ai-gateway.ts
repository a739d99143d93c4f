// The AI SDK's default provider (Vercel's AI Gateway), left out of the deployed Worker (see
// README.md): the Worker always passes a model object it made, so the SDK never resolves a model
// by name. The SDK also asks, of every error, whether it is a gateway error: none can be.

const notBundled = () =>
  new Error('The AI Gateway provider is not bundled in this Worker: pass a model object (worker/bundle-stubs/README.md).');

export class GatewayError extends Error {
  static isInstance(_error: unknown): boolean {
    return false;
  }
}

export class GatewayAuthenticationError extends GatewayError {}

export function createGateway(): never {
  throw notBundled();
}

/** Any use of the default provider: a model by name, a provider lookup. */
export const gateway: unknown = new Proxy(createGateway, {
  get: () => createGateway,
  apply: () => createGateway(),
});
