/**
 * Structured logging: one JSON object per line, which Workers Logs and `wrangler tail` index by
 * field. Never log request bodies, cookies or anything a user typed about their case.
 */
export type LogLevel = 'info' | 'warn' | 'error';

export function log(level: LogLevel, message: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

/** An Error reduced to what is safe and useful in a log line. */
/**
 * A failed query's message (drizzle: "Failed query: … params: …") carries the values it tried to
 * write — a claimant's documents, notes or e-mail address: the log keeps the query, never them.
 */
export function withoutQueryParams(text: string): string {
  return text.replace(/params: [\s\S]*?(?=\n\s+at |$)/g, 'params: [not logged]');
}

export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    return {
      errorName: error.name,
      errorMessage: withoutQueryParams(error.message),
      stack: error.stack === undefined ? undefined : withoutQueryParams(error.stack),
    };
  }
  return { errorValue: String(error) };
}
