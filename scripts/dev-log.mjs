// What `npm start` (and every local server the tests and benchmarks start) lets wrangler print.
// wrangler dev writes a line for every request it serves (`[wrangler:info] GET /api/files/<token> 200 OK`)
// with the whole path and query, so a reset, confirmation, calendar, unsubscribe or download link
// would land in the terminal, and in any log a terminal is captured to. The Worker's own JSON lines
// are masked in the Worker (worker/secret-paths.ts); here every other path that reaches the API
// (read as routers read it: decoded, empty and dot segments collapsed) keeps only `/api/…`, and a
// request line keeps only its path's first segment and never its query.
import { Transform } from 'node:stream';

/** The segments of a path as routers resolve it (as worker/secret-paths.ts reads it). */
function segments(path) {
  let decoded = path;
  for (let round = 0; round < 3; round += 1) {
    let next;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      break;
    }
    if (next === decoded) break;
    decoded = next;
  }
  const parts = [];
  for (const segment of decoded.split(/[/\\]/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') parts.pop();
    else parts.push(segment);
  }
  return parts;
}

/** A path cut to its first segment: `/api/…`, `/case-law/…`, `/`. */
function firstSegment(path) {
  const [first, ...rest] = segments(path.split(/[?#]/)[0] ?? '');
  if (first === undefined) return '/';
  return rest.length > 0 || /[?#]/.test(path) ? `/${first}/…` : `/${first}`;
}

// An address or a path in free text: an optional scheme and host, then a path up to whitespace or a quote.
const PATH = /(https?:\/\/[^\s/"'`]+)?(\/[^\s"'`]*)/g;
// wrangler's request line: `[wrangler:info] GET /path 200 OK (12ms)` (colours around it optional).
const REQUEST_LINE = /^(.*?\b(?:GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\s+)(\S+)(.*)$/;

/** One line of wrangler's output as it may be shown. */
export function maskLine(line) {
  // The Worker's own structured lines are masked where they are written.
  if (line.trimStart().startsWith('{')) return line;
  if (line.includes('[wrangler:')) {
    const request = REQUEST_LINE.exec(line);
    if (request) return `${request[1]}${firstSegment(request[2] ?? '')}${request[3]}`;
  }
  return line.replace(PATH, (whole, origin = '', path) => (segments(path)[0] === 'api' ? `${origin}/api/…` : whole));
}

/** A stream that passes text through `maskLine`, line by line. */
export function maskedStream() {
  let pending = '';
  return new Transform({
    transform(chunk, _encoding, done) {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      done(null, lines.map((line) => `${maskLine(line)}\n`).join(''));
    },
    flush(done) {
      done(null, pending ? maskLine(pending) : '');
    },
  });
}
