// better-auth's Kysely adapter, left out of the deployed Worker (see README.md). better-auth asks
// `getKyselyDatabaseType` about every configured database at start-up; given an adapter (drizzle's,
// worker/auth.ts) the real module answers null, and so does this one. Anything else means the
// Worker's auth set-up has changed and needs the real module: refuse loudly rather than guess.

const notBundled = (what: string) =>
  new Error(`${what}: better-auth's Kysely adapter is not bundled in this Worker (worker/bundle-stubs/README.md).`);

export function getKyselyDatabaseType(database: unknown): null {
  if (database === undefined || database === null || typeof database === 'function') return null;
  throw notBundled('getKyselyDatabaseType');
}

function refuse(name: string) {
  return (): never => {
    throw notBundled(name);
  };
}

export const createKyselyAdapter = refuse('createKyselyAdapter');
export const kyselyAdapter = refuse('kyselyAdapter');
export const getMssqlSchema = refuse('getMssqlSchema');
export const getPostgresSchema = refuse('getPostgresSchema');
export const introspectPostgresTables = refuse('introspectPostgresTables');
export const toIntrospectedTables = refuse('toIntrospectedTables');
export const toPhysicalSchema = refuse('toPhysicalSchema');
