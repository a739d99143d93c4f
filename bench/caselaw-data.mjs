// Synthetic Employment Tribunal decisions for bench/caselaw-search.mjs: a few thousand words whose
// frequencies follow Zipf's law (rank r drawn with probability ∝ 1/r, as in real prose), built
// deterministically from a seeded generator so every run loads the same rows.

// mulberry32: a small, well-mixed deterministic generator (a plain LCG's low bits repeat, which
// made some year and claim-type combinations impossible).
export function generator(seed = 42) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n) };
}

// The words every English judgment is made of, most frequent first.
const functionWords =
  'the of to and a in that was he she it for not on by with as be had is at her his this from which were an been would or they there but have any its no has did if all should are so one also who their after did not what when'.split(
    ' ',
  );

// Employment-law terms, roughly most frequent first in tribunal judgments.
const legalTerms =
  'claimant respondent tribunal employment dismissal evidence hearing judgment reasons claim unfair complaint time reasonable work contract employer employee manager meeting decision disciplinary investigation process policy procedure grievance appeal misconduct conduct discrimination disability adjustments failure make less favourable treatment comparator pay wages holiday deduction notice redundancy selection consultation pool alternative role dismissed resigned constructive fundamental breach trust confidence harassment victimisation protected disclosure detriment whistleblowing race sex age religion belief pregnancy maternity sexual orientation reassignment equality act rights section regulation compensation basic award compensatory loss earnings mitigation injury feelings uplift acas code conciliation certificate limitation extension just equitable practicable presented submitted witness statement cross examination bundle documents findings fact credible credibility burden proof inference prima facie explanation reason principal potentially fair capability sickness absence occupational health medical report warning final written verbal performance improvement plan probation period continuous service qualifying weeks months years date effective termination letter email telephone colleague supervisor director human resources team shift rota hours overtime bonus commission salary sick statutory agreement settlement without prejudice costs preparation time order strike out deposit case management preliminary issue jurisdiction worker status self employed agency zero contract transfer undertakings tupe collective union representative accompanied companion remedy reinstatement reengagement interest tax national insurance pension benefits car allowance expenses gross net weekly cap schedule loss future past injury aggravated damages declaration recommendation';
// Rare terms placed deep in the tail, so the "rare word" query has a real word to look for.
const rareTerms = ['estoppel', 'perversity', 'polkey', 'garden', 'sabbatical', 'secondment', 'apprenticeship', 'furlough'];

const syllables =
  'ba be bi bo bu ca ce co da de di do fa fe fi ga go ha he ka ke la le li lo ma me mi mo na ne no pa pe po ra re ri ro sa se si so ta te ti to va ve vi wa we ya'.split(
    ' ',
  );
const endings = ['', 'n', 'r', 'l', 's', 'nt', 'rd', 'ck', 'th', 'ng', 'm', 'x'];
const suffixes = ['s', 'ed', 'ing', 'al', 'ment', 'ly', 'ness', 'ity', 'ation', 'er'];

/**
 * The vocabulary in rank order: function words and legal terms interleaved at the top, then word
 * forms of the legal terms, then generated words (names, places, the long tail of prose), with
 * the rare terms at fixed deep ranks.
 */
export function vocabulary(size = 6000) {
  const rand = generator(7);
  const terms = [...new Set(legalTerms.split(' '))];
  const words = [];
  const seen = new Set();
  const add = (word) => {
    if (!seen.has(word) && words.length < size) {
      seen.add(word);
      words.push(word);
    }
  };
  const fw = [...new Set(functionWords)];
  for (let i = 0; i < Math.max(fw.length, 40); i++) {
    if (fw[i]) add(fw[i]);
    if (terms[i]) add(terms[i]);
  }
  for (const term of terms) add(term);
  for (const term of terms) for (const suffix of suffixes) if (rand.int(3) === 0) add(term + suffix);
  while (words.length < size) {
    const n = 2 + rand.int(2);
    add(Array.from({ length: n }, () => syllables[rand.int(syllables.length)]).join('') + endings[rand.int(endings.length)]);
  }
  rareTerms.forEach((term, i) => {
    const at = 3000 + i * 300;
    const old = words.indexOf(term);
    if (old >= 0) words.splice(old, 1);
    words.splice(at, 0, term);
  });
  return words.slice(0, size);
}

/** A sampler of word ranks with probability ∝ 1/rank (Zipf, exponent 1). */
export function zipf(words, rand) {
  const cumulative = new Float64Array(words.length);
  let sum = 0;
  for (let r = 0; r < words.length; r++) {
    sum += 1 / (r + 1);
    cumulative[r] = sum;
  }
  return () => {
    const x = rand.next() * sum;
    let lo = 0;
    let hi = words.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return words[lo];
  };
}

// Shares of the tribunal's caseload (roughly the published ET statistics): unfair dismissal and
// wages most common, a decision often filed under two or three jurisdictions.
const claimTypes = [
  ['unfair-dismissal', 30],
  ['wages', 18],
  ['discrimination', 14],
  ['holiday-pay', 8],
  ['redundancy', 6],
  ['constructive-dismissal', 5],
  ['whistleblowing', 4],
  ['harassment', 4],
  ['victimisation', 3],
  ['reasonable-adjustments', 3],
  ['worker-status', 2],
  ['time-limits', 2],
  ['remedies', 1],
];
const outcomes = [
  ['Claimant Success', 24],
  ['Respondent Success', 32],
  ['Split Decision', 6],
  ['Settled', 18],
  [null, 20],
];
// GOV.UK publishes ET decisions from 2017; more every year since.
const years = [
  [2017, 4],
  [2018, 7],
  [2019, 9],
  [2020, 9],
  [2021, 11],
  [2022, 12],
  [2023, 13],
  [2024, 13],
  [2025, 12],
  [2026, 10],
];

function weighted(pairs, rand) {
  const total = pairs.reduce((sum, [, w]) => sum + w, 0);
  return () => {
    let x = rand.next() * total;
    for (const [value, w] of pairs) {
      x -= w;
      if (x < 0) return value;
    }
    return pairs[pairs.length - 1][0];
  };
}

const surnames =
  'Smith Jones Williams Taylor Brown Davies Evans Wilson Thomas Johnson Roberts Robinson Thompson Wright Walker White Edwards Hughes Green Hall Lewis Harris Clarke Patel Jackson Wood Turner Martin Cooper Hill Ward Morris Moore Clark Lee King Baker Harrison Morgan Allen James Scott Phillips Watson Davis Parker Price Bennett Young Griffiths Mitchell Kelly Cook Carter Richardson Bailey Collins Bell Shaw Murphy Miller Cox Richards Khan Marshall Anderson Simpson Ellis Adams Singh Begum Ali Hussain Ahmed Silva Santos Ferreira Costa Okafor Nwosu Kowalski Nowak'.split(
    ' ',
  );

/** Row n of the synthetic table (deterministic given the generator's state). */
export function decisions(count, seed = 42) {
  const rand = generator(seed);
  const words = vocabulary();
  const word = zipf(words, rand);
  const claimType = weighted(claimTypes, rand);
  const outcome = weighted(outcomes, rand);
  const year = weighted(years, rand);
  const text = (n) => Array.from({ length: n }, word).join(' ');
  const rows = [];
  for (let i = 0; i < count; i++) {
    const y = year();
    const types = new Set([claimType()]);
    const extra = rand.next();
    if (extra < 0.4) types.add(claimType());
    if (extra < 0.12) types.add(claimType());
    rows.push({
      id: `b${i}`,
      caseName: `${surnames[rand.int(surnames.length)]} v ${words[200 + rand.int(3000)].replace(/^./, (c) => c.toUpperCase())} Ltd`,
      citation: `${1300000 + i}/${y}`,
      year: y,
      outcome: outcome(),
      claimTypes: [...types],
      summary: text(40),
      keyPoints: [text(8), text(8)],
      legalPrinciple: text(20),
      facts: text(30),
      decisionDate: `${y}-${String(1 + rand.int(12)).padStart(2, '0')}-${String(1 + rand.int(28)).padStart(2, '0')}`,
    });
  }
  return rows;
}
