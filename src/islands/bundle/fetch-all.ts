/**
 * The chosen files' bytes, fetched a few at a time (a phone on a slow line does better with three
 * downloads than with twelve at once), in the order asked for. Stops at the first file that cannot
 * be fetched and names it, so the claimant is told which one rather than getting a bundle without it.
 */
export const FETCH_CONCURRENCY = 3;

export type Fetched = { bytes: ArrayBuffer[] } | { failed: string };

export async function fetchAll(
  ids: readonly string[],
  fetchFile: (id: string) => Promise<ArrayBuffer>,
  onFetched: (done: number) => void,
): Promise<Fetched> {
  const bytes: ArrayBuffer[] = new Array(ids.length);
  let next = 0;
  let done = 0;
  let failed: string | null = null;
  const worker = async () => {
    while (failed === null && next < ids.length) {
      const index = next++;
      const id = ids[index] as string;
      try {
        bytes[index] = await fetchFile(id);
      } catch (error) {
        console.error('Bundle file fetch failed', error);
        failed ??= id;
        return;
      }
      onFetched(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(FETCH_CONCURRENCY, ids.length) }, worker));
  return failed === null ? { bytes } : { failed };
}
