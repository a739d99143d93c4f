export function outboxNotice(options?: { persistTo?: string }): string;
export function serveDev(options: {
  port: number | string;
  siteUrl: string;
  persistTo?: string;
  vars?: Record<string, string>;
  stdout?: NodeJS.WritableStream;
  stderr?: NodeJS.WritableStream;
  env?: NodeJS.ProcessEnv;
}): import('node:child_process').ChildProcess;
