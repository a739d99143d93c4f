/** What `npm start` lets through of wrangler's lines (scripts/dev-log.mjs): no path past its first segment, no query. */
import { describe, expect, it } from 'vitest';
import { maskLine } from '../../scripts/dev-log.mjs';

const T = 'aFrDnme608Ct7ElrGXn894nK';

describe('wrangler’s output under npm start', () => {
  it.each([
    [
      `[wrangler:info] GET /api/auth/reset-password/${T}?callbackURL=%2Fauth 302 Found (12ms)`,
      '[wrangler:info] GET /api/… 302 Found (12ms)',
    ],
    [`[wrangler:info] GET /api//calendar/${T}.ics 200 OK (3ms)`, '[wrangler:info] GET /api/… 200 OK (3ms)'],
    [`[wrangler:info] GET /reset-password/${T} 404 Not Found (3ms)`, '[wrangler:info] GET /reset-password/… 404 Not Found (3ms)'],
    ['[wrangler:info] GET /auth 200 OK (3ms)', '[wrangler:info] GET /auth 200 OK (3ms)'],
    [`[wrangler:info] GET /auth?token=${T} 200 OK (3ms)`, '[wrangler:info] GET /auth/… 200 OK (3ms)'],
    [`✘ [ERROR] fetch http://localhost:8787/api/files/${T} failed`, '✘ [ERROR] fetch http://localhost:8787/api/… failed'],
    [`GET /api%2Ffiles%2F${T}`, 'GET /api/…'],
  ])('%s', (line, shown) => {
    expect(maskLine(line)).toBe(shown);
    expect(maskLine(line)).not.toContain(T);
  });

  it('passes the Worker’s own JSON lines (masked in the Worker) and other lines as they are', () => {
    const json = '{"level":"info","message":"request","path":"/api/files/:token","status":200}';
    expect(maskLine(json)).toBe(json);
    expect(maskLine('⎔ Starting local server...')).toBe('⎔ Starting local server...');
    expect(maskLine('Ready on http://127.0.0.1:8787')).toBe('Ready on http://127.0.0.1:8787');
  });
});
