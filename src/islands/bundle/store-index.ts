/**
 * After a build of the bundle to file, its index goes to the server (PUT
 * /api/cases/:caseId/bundle/build-index), so the drafts on /documents cite its pages and can tell when a
 * rebuild has moved them. A reading copy is not stored: its pages are not the filed bundle's.
 * (The path is `build-index`, not `index`: Hono's typed client reads `.index` as the parent path.)
 */
import type { IndexEntry } from '../../bundle-pdf/types';
import { call, client } from '../../stores/api';

export async function storeBundleIndex(caseId: string, entries: readonly IndexEntry[]): Promise<void> {
  const json = {
    entries: entries.map(({ id, section, firstPage, lastPage }) => ({ documentId: id, section, firstPage, lastPage })),
  };
  await call(client.api.cases[':caseId'].bundle['build-index'].$put({ param: { caseId }, json }));
}
