export const PRECACHED_PAGES: string[];
export function precacheManifest(
  dist: string,
  manifestFiles?: string[],
): { url: string; revision: string | null; size: number }[];
