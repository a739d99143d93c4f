export const SECRET_PATTERNS: { name: string; pattern: RegExp }[];
export function secretValuesOf(text: string, environment?: Record<string, string | undefined>): { name: string; value: string }[];
export function scan(
  dir: string,
  secrets: readonly { name: string; value: string }[],
): { findings: { file: string; what: string }[]; files: number; bytes: number };
