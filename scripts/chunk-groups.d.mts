export function filesReachingZod(root: string): Set<string>;
export function filesReachedFrom(root: string, from: string[]): Set<string>;
export interface ChunkGroup {
  name: string;
  test: RegExp | ((id: string) => boolean);
  priority: number;
  minShareCount?: number;
  entriesAware?: boolean;
  entriesAwareMergeThreshold?: number;
}
export function codeSplitting(src: string): { groups: ChunkGroup[] };
