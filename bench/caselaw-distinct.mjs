// The distinct-search mode of `npm run bench:caselaw` (BENCH_MODE=distinct): the public rarely
// repeats a search, so what a reader meets is nearly always a search's first request. Generates
// searches nobody has made (seeded, so every run makes the same ones; none is listed here), asks
// each once before any repeat, with /api/health asked just before each in the same run, then asks
// each again once. Reports p50, p95 and max per kind and the first request's p95 over the health
// check's median.
import { generator, vocabulary } from './caselaw-data.mjs';
import { percentile } from './lib/stats.mjs';

// What a reader types: the legal terms and their forms (ranks 40 to 1,200 of the bench's
// vocabulary, after the function words), drawn more often the more common they are (Zipf), and
// now and then a word from the long tail.
function wordSampler(rand) {
  const words = vocabulary();
  const pool = words.slice(40, 1200);
  const weights = pool.map((_, r) => 1 / (r + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  return () => {
    if (rand.int(8) === 0) return words[1200 + rand.int(words.length - 1200)];
    let x = rand.next() * sum;
    for (let i = 0; i < pool.length; i++) {
      x -= weights[i];
      if (x < 0) return pool[i];
    }
    return pool[pool.length - 1];
  };
}

const claimTypes = ['unfair-dismissal', 'wages', 'discrimination', 'holiday-pay', 'redundancy', 'whistleblowing', 'harassment'];
const outcomes = ['Claimant Success', 'Respondent Success', 'Settled', 'Split Decision'];
const connectors = ['to', 'of', 'for', 'and', 'in'];

/** `perKind` distinct searches for each text kind × with/without filters × page 1/deep page. */
export function distinctSearches(perKind = 12, seed = 2029) {
  const rand = generator(seed);
  const word = wordSampler(rand);
  const texts = {
    'one word': () => word(),
    'two words': () => `${word()} ${word()}`,
    'three words': () => `${word()} ${word()} ${word()}`,
    // A phrase as a reader types one: four or five words with a short connector among them.
    phrase: () => {
      const parts = [word(), word(), word()];
      parts.splice(1 + rand.int(2), 0, connectors[rand.int(connectors.length)]);
      if (rand.int(2) === 0) parts.push(word());
      return parts.join(' ');
    },
  };
  const seen = new Set();
  const searches = [];
  for (const [text, make] of Object.entries(texts)) {
    for (const filtered of [false, true]) {
      for (const deep of [false, true]) {
        const kind = `${text}${filtered ? ' + filters' : ''}, ${deep ? 'deep page' : 'page 1'}`;
        for (let made = 0; made < perKind; ) {
          const params = new URLSearchParams({ q: make() });
          if (filtered) {
            params.set('claimType', claimTypes[rand.int(claimTypes.length)]);
            if (rand.int(2) === 0) params.set('year', String(2017 + rand.int(10)));
            if (rand.int(2) === 0) params.set('outcome', outcomes[rand.int(outcomes.length)]);
          }
          // The key of the stored ranking ignores the page: a deep page must be a search's first request too.
          const key = params.toString();
          if (seen.has(key)) continue;
          seen.add(key);
          if (deep) params.set('page', String(10 + rand.int(41)));
          searches.push({ kind, text, query: params.toString() });
          made += 1;
        }
      }
    }
  }
  return searches;
}

/**
 * The held-back mix (BENCH_MODE=heldback): 150 searches drawn differently from the own mix, with a
 * seed of its own (BENCH_SEED), so a change tuned on the sixteen variants above is also measured
 * on searches it was not tuned on: the kind of text, the filters (any of the three, alone or
 * together) and the page chosen at random per search, words from a wider band of the vocabulary
 * (ranks 10 to 3,000, so the commonest legal terms come up more often).
 */
export function heldBackSearches(count = 150, seed = Number(process.env.BENCH_SEED ?? 61_121)) {
  const rand = generator(seed);
  const words = vocabulary();
  const pool = words.slice(10, 3000);
  const weights = pool.map((_, r) => 1 / Math.sqrt(r + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const word = () => {
    let x = rand.next() * sum;
    for (let i = 0; i < pool.length; i++) {
      x -= weights[i];
      if (x < 0) return pool[i];
    }
    return pool[pool.length - 1];
  };
  const texts = [
    ['one word', () => word()],
    ['two words', () => `${word()} ${word()}`],
    ['three words', () => `${word()} ${word()} ${word()}`],
    ['phrase', () => [word(), connectors[rand.int(connectors.length)], word(), word()].join(' ')],
  ];
  const seen = new Set();
  const searches = [];
  while (searches.length < count) {
    const [text, make] = texts[rand.int(texts.length)];
    const params = new URLSearchParams({ q: make() });
    const filtered = rand.int(2) === 0;
    if (filtered) {
      const which = 1 + rand.int(7);
      if (which & 1) params.set('claimType', claimTypes[rand.int(claimTypes.length)]);
      if (which & 2) params.set('year', String(2015 + rand.int(12)));
      if (which & 4) params.set('outcome', outcomes[rand.int(outcomes.length)]);
    }
    const key = params.toString();
    if (seen.has(key)) continue;
    seen.add(key);
    const deep = rand.int(3) === 0;
    if (deep) params.set('page', String(2 + rand.int(60)));
    searches.push({
      kind: `${text}${filtered ? ' + filters' : ''}, ${deep ? 'deep page' : 'page 1'}`,
      text,
      query: params.toString(),
    });
  }
  return searches;
}

const pct = percentile;

async function timed(url, timeout) {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(timeout) });
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${body.slice(0, 300)}`);
  return { ms, body };
}

/** Runs the searches against `base`; returns the report's markdown lines. */
export async function runDistinct(base, { perKind = 12, timeout = 60_000, heldBack = false } = {}) {
  const searches = heldBack ? heldBackSearches() : distinctSearches(perKind);
  const health = [];
  const first = new Map();
  const repeat = new Map();
  let estimated = 0;
  const slowest = [];
  // Warm the isolate and D1 once, outside the figures.
  await timed(`${base}/api/health`, timeout);
  await timed(`${base}/api/case-law?page=2`, timeout);
  for (const search of searches) {
    health.push((await timed(`${base}/api/health`, timeout)).ms);
    const { ms, body } = await timed(`${base}/api/case-law?${search.query}`, timeout);
    if (JSON.parse(body).totalEstimated) estimated += 1;
    slowest.push({ ms, query: search.query });
    for (const key of [search.kind, search.text, 'all']) first.set(key, [...(first.get(key) ?? []), ms]);
  }
  for (const search of searches) {
    const { ms } = await timed(`${base}/api/case-law?${search.query}`, timeout);
    for (const key of [search.kind, search.text, 'all']) repeat.set(key, [...(repeat.get(key) ?? []), ms]);
  }
  const floor = pct(health, 50);
  const f = (n) => n.toFixed(0);
  const lines = [
    `${searches.length} distinct searches (${heldBack ? 'the held-back mix' : `${perKind} per kind`}), each asked once before any repeat; /api/health asked before each: median ${floor.toFixed(1)} ms, p95 ${pct(health, 95).toFixed(1)} ms. ${estimated} of the first answers had an estimated total.`,
    '',
    '| Kind | Searches | First p50 | First p95 | First max | First p95 ÷ health median | Repeat p50 | Repeat p95 | Repeat max |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  // Each text kind's four variants, then the kind as a whole; all searches last.
  const keys = [...new Set(searches.flatMap((search) => [search.kind]))];
  const order = [...new Set(searches.map((search) => search.text))].flatMap((text) => [
    ...keys.filter((key) => key.startsWith(`${text},`) || key.startsWith(`${text} +`)),
    text,
  ]);
  for (const key of [...order, 'all']) {
    const times = first.get(key) ?? [];
    const again = repeat.get(key) ?? [];
    lines.push(
      `| ${key} | ${times.length} | ${f(pct(times, 50))} | ${f(pct(times, 95))} | ${f(Math.max(...times))} | ${(pct(times, 95) / floor).toFixed(1)}× | ${f(pct(again, 50))} | ${f(pct(again, 95))} | ${f(Math.max(...again))} |`,
    );
  }
  // The slowest first requests, by query, to see what a variant's p95 is made of.
  const shown = Number(process.env.BENCH_SLOWEST ?? 5);
  if (shown > 0) {
    lines.push('', `Slowest first requests (BENCH_SLOWEST=${shown}):`, '');
    for (const { ms, query } of slowest.sort((a, b) => b.ms - a.ms).slice(0, shown)) lines.push(`- ${f(ms)} ms: \`${query}\``);
  }
  return lines;
}
