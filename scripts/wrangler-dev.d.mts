export function freePort(): Promise<number>;
export function wranglerDevArgs(options: { port: number; state: string; vars?: Record<string, string> }): string[];
export function ensureDevVars(root: string): void;
export function waitForHealth(
  base: string,
  child: import('node:child_process').ChildProcess,
  output?: () => string,
): Promise<void>;
