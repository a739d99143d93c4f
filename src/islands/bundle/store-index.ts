/**
 * After a build of the bundle to file, its index goes to the server (PUT
 * /api/cases/:caseId/bundle/index), so the drafts on /documents cite its pages and can tell when a
 * rebuild has moved them. A reading copy is not stored: its pages are not the filed bundle's.
 */
import type { IndexEntry } from '../../bundle-pdf/types';
import { call, client } from '../../stores/api';

export async function storeBundleIndex(caseId: string, entries: readonly IndexEntry[]): Promise<void> {
  const json = {
    entries: entries.map(({ id, section, firstPage, lastPage }) => ({ documentId: id, section, firstPage, lastPage })),
  };
  await call(client.api.cases[':caseId'].bundle.index.$put({ param: { caseId }, json }));
}
