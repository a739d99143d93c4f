export function freePort(): Promise<number>;
export function wranglerDevArgs(options: { port: number; state: string; vars?: Record<string, string> }): string[];
