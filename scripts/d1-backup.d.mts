export interface Place {
  remote: boolean;
  cwd?: string | undefined;
}
export const AFTER_INDEX_MARK: string;
export function target(argv: string[]): Place;
export function d1(args: string[], place: Place): string;
export function query(sql: string, place: Place): Record<string, unknown>[];
export function runFile(file: string, place: Place): void;
export function tablesOf(place: Place): {
  ordinary: string[];
  rows: string[];
  afterIndex: string[];
  filledByTriggers: string[];
  virtual: string[];
  contentIndexes: string[];
  triggers: string[];
  views: string[];
};
export function appliedMigrations(place: Place): string[];
export function quoted(name: string): string;
export function childrenFirst(tables: string[], place: Place): string[];
