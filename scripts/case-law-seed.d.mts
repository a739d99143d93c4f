export function slug(name: string): string;
export function readCuratedCases(root: string): unknown[];
export function caseLawSeedSql(cases: unknown[], now?: string): string;
