/**
 * Portuguese that reads as one voice: every Portuguese text (guide pages, content JSON, UI strings,
 * the curated case-law summaries, Portuguese string literals in the site's and the Worker's code,
 * e-mails included) is scanned for the rejected
 * renderings in content/pt-termbase.json, and each guide page's first mention of a term without a
 * Portuguese equivalent must carry the English in brackets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface Entry {
  en: string;
  pt: string;
  never: string[];
  allow?: string[];
  scope?: string[];
  firstUse?: string;
  /** The 'never' forms match only as written ('ACAS' but not 'Acas'); otherwise case-insensitive. */
  caseSensitive?: boolean;
  note: string;
}

const root = process.cwd();
const termbase = JSON.parse(fs.readFileSync(path.join(root, 'content', 'pt-termbase.json'), 'utf8')) as { entries: Entry[] };

/** A Portuguese text and where it comes from: "content/pt/stage/7.mdx" or "src/i18n/pt.json#nav.resources". */
interface Text {
  id: string;
  text: string;
  /** For files scanned as a whole: the line a character index falls on. */
  lineOf?: (index: number) => number;
}

// ---------------------------------------------------------------------------------------------
// The matcher
// ---------------------------------------------------------------------------------------------

const LETTER = '[\\p{L}\\p{M}\\p{N}]';
/**
 * A whole-word, case-insensitive pattern for a term. Words are letters with their accents (so
 * 'ré' does not match inside 'pré'), and a hyphen between letters joins a compound into one word
 * (so 'email' never matches 'e-mail', nor 'queixa' the verb 'queixa-se'). Spaces match any run of
 * white space, because guide paragraphs wrap across lines.
 *
 * Portuguese inflects what English does not, so a term may name its forms: '{a,b}' is either
 * alternative (an empty one included: 'rejeitad{o,a,os,as}', 'autor{,a,es,as}'), and '*' is any
 * run of letters or digits inside one word ('s.{1,2,3,4,5,6,7,8,9}*' is 's.94' and 's.103A').
 */
function termPattern(term: string, caseSensitive = false): RegExp {
  const body = term.normalize('NFC').trim().split(/\s+/).map(wordPattern).join('\\s+');
  return new RegExp(`(?<!${LETTER}|${LETTER}-)${body}(?!${LETTER}|-${LETTER})`, caseSensitive ? 'gu' : 'giu');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One word of a term: literal letters, '{a,b}' alternatives and '*' for any letters. */
function wordPattern(word: string): string {
  return word
    .split(/(\{[^{}]*\}|\*)/)
    .map((part) => {
      if (part === '*') return `${LETTER}*`;
      if (part.startsWith('{') && part.endsWith('}'))
        return `(?:${part
          .slice(1, -1)
          .split(',')
          .map((alternative) => alternative.split('*').map(escapeRegExp).join(`${LETTER}*`))
          .join('|')})`;
      return escapeRegExp(part);
    })
    .join('');
}

/** The literal start of a term (before any '{' or '*'), which a text must contain to match it. */
function literalStart(term: string): string {
  const first = term.normalize('NFC').trim().split(/\s+/)[0] ?? '';
  return first.split(/[{*]/)[0] ?? '';
}

interface Hit {
  term: string;
  index: number;
  found: string;
}

/**
 * Compiled once per term: the scan runs every term over thousands of texts, and compiling a
 * pattern each time made it slow enough to time out on a busy machine. matchAll copies the
 * pattern, so sharing one is safe.
 */
const compiled = new Map<string, RegExp>();
function sharedPattern(term: string, caseSensitive = false): RegExp {
  const key = `${caseSensitive ? 'c' : 'i'}:${term}`;
  let pattern = compiled.get(key);
  if (!pattern) {
    pattern = termPattern(term, caseSensitive);
    compiled.set(key, pattern);
  }
  return pattern;
}

/** The rejected terms of one entry found in a text, except inside one of its allowed phrases. */
const normalised = new Map<string, { normal: string; lower: string }>();
function normalForms(text: string): { normal: string; lower: string } {
  let forms = normalised.get(text);
  if (!forms) {
    const normal = text.normalize('NFC');
    forms = { normal, lower: normal.toLowerCase() };
    normalised.set(text, forms);
  }
  return forms;
}

function findRejected(text: string, entry: Pick<Entry, 'never' | 'allow' | 'caseSensitive'>): Hit[] {
  const { normal, lower } = normalForms(text);
  // A term whose first word is not in the text at all cannot match: skip its pattern.
  const mayContain = (term: string, caseSensitive = false) => {
    const first = literalStart(term);
    return caseSensitive ? normal.includes(first) : lower.includes(first.toLowerCase());
  };
  const allowed = (entry.allow ?? []).flatMap((phrase) =>
    mayContain(phrase) ? [...normal.matchAll(sharedPattern(phrase))].map((m) => [m.index, m.index + m[0].length] as const) : [],
  );
  const hits = entry.never.flatMap((term) =>
    (mayContain(term, entry.caseSensitive) ? [...normal.matchAll(sharedPattern(term, entry.caseSensitive))] : [])
      .filter((m) => !allowed.some(([start, end]) => m.index >= start && m.index + m[0].length <= end))
      .map((m) => ({ term, index: m.index, found: m[0] })),
  );
  // Two forms of one entry ('deduções ilegais' and 'dedu{ção,ções} {ilícit*,ilegal,ilegais}') may find the same words.
  return hits.filter((hit, i) => hits.findIndex((other) => other.index === hit.index && other.found === hit.found) === i);
}

function inScope(id: string, scope: string[] | undefined): boolean {
  // "file" covers the file and its strings ("file#key"); "file#key" covers that key and what is under it.
  return (
    !scope ||
    scope.some(
      (s) => id === s || id.startsWith(`${s}#`) || (s.includes('#') && /^[.[]/.test(id.slice(s.length)) && id.startsWith(s)),
    )
  );
}

// ---------------------------------------------------------------------------------------------
// Collecting the Portuguese texts
// ---------------------------------------------------------------------------------------------

function walk(dir: string, keep: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full, keep);
    return keep(full) ? [full] : [];
  });
}

const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** Replaces a match by spaces, keeping its line breaks, so indices still point at the right line. */
const blank = (match: string) => match.replace(/[^\n]/g, ' ');

/** Things in text that are not words: addresses, links, {placeholders}. */
function blankNonWords(text: string): string {
  return text
    .replace(/https?:\/\/[^\s)>"'\]]+/g, blank)
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, blank)
    .replace(/\{[\w.]+\}/g, blank);
}

function lineFinder(text: string): (index: number) => number {
  return (index) => text.slice(0, index).split('\n').length;
}

/** A guide page's words: frontmatter values except addresses, the body without imports and tag markup. */
function mdxWords(source: string): string {
  return blankNonWords(
    source
      .replace(/^(import|export)\s.*$/gm, blank)
      .replace(/^\s*url:.*$/gm, blank)
      // A component tag keeps only its title="…" (words); names, ids and other props are code.
      .replace(/<\/?[A-Za-z][^<>]*?\/?>/g, (tag) => {
        const title = /\btitle="([^"]*)"/.exec(tag);
        return title?.[1] ? title[1] + blank(tag).slice(title[1].length) : blank(tag);
      })
      .replace(/\]\([^)]*\)/g, blank),
  );
}

function jsonStrings(value: unknown, at: string, out: Text[]): void {
  if (typeof value === 'string') out.push({ id: at, text: blankNonWords(value) });
  else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) jsonStrings(item, `${at}[${i}]`, out);
  } else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) jsonStrings(item, `${at}${at.includes('#') ? '.' : '#'}${key}`, out);
}

/** Letters that only Portuguese text (not English code or prose) contains. */
const PORTUGUESE_LETTERS = /[ãõçáéíóúâêôàÃÕÇÁÉÍÓÚÂÊÔÀ]/;

function portugueseTexts(): Text[] {
  const texts: Text[] = [];
  for (const file of walk(path.join(root, 'content', 'pt'), (f) => f.endsWith('.mdx'))) {
    const source = fs.readFileSync(file, 'utf8');
    texts.push({ id: rel(file), text: mdxWords(source), lineOf: lineFinder(source) });
  }
  for (const file of walk(path.join(root, 'content', 'pt'), (f) => f.endsWith('.json')))
    jsonStrings(JSON.parse(fs.readFileSync(file, 'utf8')), rel(file), texts);
  jsonStrings(JSON.parse(fs.readFileSync(path.join(root, 'src', 'i18n', 'pt.json'), 'utf8')), 'src/i18n/pt.json', texts);
  // The curated case law: each decision's Portuguese summary, key points, principle and facts.
  for (const file of walk(path.join(root, 'seeds', 'case-law'), (f) => f.endsWith('.json'))) {
    const cases = JSON.parse(fs.readFileSync(file, 'utf8')) as { caseName: string; pt?: unknown }[];
    cases.forEach((item, i) => {
      if (item.pt) jsonStrings(item.pt, `${rel(file)}#[${i}] ${item.caseName}: pt`, texts);
    });
  }
  // Portuguese string literals in code (a `pt:` message map, a toast written in place, an e-mail).
  for (const file of codeFiles()) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const literal of line.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`\n]*)`/g)) {
        const words = literal[1] ?? literal[2] ?? literal[3] ?? '';
        if (PORTUGUESE_LETTERS.test(words)) texts.push({ id: `${rel(file)}:${i + 1}`, text: blankNonWords(words) });
      }
    });
  }
  return texts;
}

/** The site's and the Worker's source files, where texts for the reader are written in place. */
function codeFiles(): string[] {
  return ['src', 'worker'].flatMap((dir) => walk(path.join(root, dir), (f) => /\.(ts|tsx|astro|mjs)$/.test(f)));
}

function where(text: Text, index: number): string {
  return text.lineOf ? `${text.id}:${text.lineOf(index)}` : text.id;
}

// ---------------------------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------------------------

describe('the termbase itself', () => {
  it('has complete entries, one per English term, whose rendering is not rejected by any entry', () => {
    const seen = new Set<string>();
    for (const entry of termbase.entries) {
      expect(entry.en.trim(), JSON.stringify(entry)).not.toBe('');
      expect(entry.pt.trim(), entry.en).not.toBe('');
      expect(Array.isArray(entry.never), entry.en).toBe(true);
      expect(typeof entry.note, entry.en).toBe('string');
      expect(seen.has(entry.en), `${entry.en} twice`).toBe(false);
      // Alternatives belong to one word: '{a sua,o seu}' would be split at its space and match nothing.
      for (const term of [...entry.never, ...(entry.allow ?? [])])
        for (const word of term.split(/\s+/))
          expect(word.split('{').length === word.split('}').length && !/\{[^}]*\{/.test(word), `${entry.en}: '${term}'`).toBe(
            true,
          );
      seen.add(entry.en);
      for (const other of termbase.entries) {
        if (other.scope) continue;
        expect(
          findRejected(entry.pt, { never: other.never, caseSensitive: other.caseSensitive === true }),
          `${entry.en}: '${entry.pt}' is rejected by '${other.en}'`,
        ).toEqual([]);
      }
    }
  });

  it('explains every choice that rejects alternatives', () => {
    const chosen = [
      'settlement agreement',
      'strike out',
      'order / case management order (of the tribunal)',
      'Acas Code of Practice (on Disciplinary and Grievance Procedures)',
      'qualifying period',
      'continuous employment',
      'skeleton argument',
      "case (the tracker's record of one claim)",
      "case tracker (the screen's name)",
      'unlawful deduction from wages',
      'unpaid wages (the claim type)',
    ];
    for (const en of chosen) {
      const entry = termbase.entries.find((e) => e.en === en);
      expect(entry, en).toBeDefined();
      expect(entry?.never.length, en).toBeGreaterThan(0);
      expect(entry?.note.length, en).toBeGreaterThan(80);
    }
  });
});

describe('the matcher (self-check: the scan below can fail)', () => {
  const entry = (en: string) => {
    const found = termbase.entries.find((e) => e.en === en);
    if (!found) throw new Error(`no termbase entry '${en}'`);
    return found;
  };
  const terms = (text: string, en: string) => findRejected(text, entry(en)).map((h) => h.found);

  it('catches known-bad Portuguese', () => {
    expect(terms('Apresente a sua Queixa no tribunal.', 'claim (an Employment Tribunal claim)')).toEqual(['Queixa']);
    expect(terms('O QUEIXOSO e a queixosa', 'claimant')).toEqual(['QUEIXOSO', 'queixosa']);
    expect(terms('escreva à entidade\n  empregadora', 'employer')).toEqual(['entidade\n  empregadora']);
    expect(terms('Envie um email ou dois emails.', 'e-mail')).toEqual(['email', 'emails']);
    expect(terms('o pagamento do pré-aviso', 'notice (period)')).toEqual(['pré-aviso']);
    expect(terms('uma redundância', 'redundancy')).toEqual(['redundância']);
    expect(terms('Recursos e Modelos', 'resources (the site section)')).toEqual(['Recursos']);
  });

  it('catches the renderings the native review rejected', () => {
    // Struck out, or ended under an unless order: 'extinta', never 'rejeitada' (kept for a faulty claim form).
    expect(terms('a sua ação ou defesa é automaticamente rejeitada, sem nova audiência', 'strike out')).toEqual([
      'automaticamente rejeitada',
    ]);
    expect(terms('Se simplesmente faltar, a sua ação pode ser rejeitada.', 'strike out')).toEqual([
      'a sua ação pode ser rejeitada',
    ]);
    expect(terms('Uma ação pode ser rejeitada se o número do certificado faltar.', 'strike out')).toEqual([]);
    expect(
      terms('As ordens do tribunal prevalecem; uma ordem cominatória', 'order / case management order (of the tribunal)'),
    ).toEqual(['ordens do tribunal', 'ordem cominatória']);
    expect(terms('uma ordem de depósito', 'order / case management order (of the tribunal)')).toEqual([]);
    expect(terms('o Código de Conduta da Acas', 'Acas Code of Practice (on Disciplinary and Grievance Procedures)')).toEqual([
      'Código de Conduta da Acas',
    ]);
    expect(terms('o período de qualificação', 'qualifying period')).toEqual(['período de qualificação']);
    expect(terms('dois anos de antiguidade contínua', 'continuous employment')).toEqual(['antiguidade contínua']);
    expect(terms('Crie primeiro uma ação em O Meu Processo.', "case (the tracker's record of one claim)")).toEqual([
      'Crie primeiro uma ação',
    ]);
    expect(terms('um desconto ilegal no salário', 'unlawful deduction from wages')).toEqual(['desconto ilegal']);
    expect(terms('Resposta à ET3', 'ET3 (the response form)')).toEqual(['à ET3']);
    expect(terms('Quando se despede porque o empregador', 'resign (the claimant leaving)')).toEqual(['se despede']);
    expect(terms('Se não foi você, ignore', 'you (addressing the claimant)')).toEqual(['você']);
    expect(terms('Conciliação Prévia na ACAS, com a Acas', "Acas (the service's name)")).toEqual(['ACAS']);
    expect(terms('(ver o modelo na página de recursos)', 'resources (the site section, named in running text)')).toEqual([
      'página de recursos',
    ]);
  });

  it('catches the renderings the third reading rejected, in their inflected forms', () => {
    // Complaints by staff are 'reclamações'; complaints inside one claim its 'pedidos'.
    const staff = 'complaint (made to the employer, by the claimant or by colleagues)';
    expect(terms('foi alvo de ações de funcionários', staff)).toEqual(['alvo de ações', 'ações de funcionários']);
    expect(terms('as suas ações eram levadas a sério; as suas ações não eram levadas a sério', staff)).toEqual([
      'as suas ações não eram levadas a sério',
    ]);
    expect(
      terms(
        'O EAT decidiu que a maior parte das ações estava fora de prazo',
        'complaints inside one claim (referred to together)',
      ),
    ).toEqual(['a maior parte das ações']);
    // Dismissed on the merits: 'julgou improcedente'; an appeal: 'negou provimento'.
    const dismiss = 'dismiss (a claim or complaint, on its merits) / dismiss an appeal';
    expect(terms('O tribunal rejeitou as ações e rejeitou o seu pedido', dismiss)).toEqual([
      'rejeitou as ações',
      'rejeitou o seu pedido',
    ]);
    expect(terms('o tribunal tinha rejeitado o seu pedido; o recurso foi rejeitado', dismiss)).toEqual([
      'tinha rejeitado o seu pedido',
      'recurso foi rejeitado',
    ]);
    expect(terms('O tribunal julgou improcedentes os seus pedidos e rejeitou os argumentos', dismiss)).toEqual([]);
    expect(terms('o pedido foi corretamente rejeitado logo no início', 'strike out')).toEqual(['corretamente rejeitado']);
    // One citation form: 's.98(4)', 'ss.20', 'reg. 3', 'r.37', 'regulations 14 e 30' and 'contra a secção 94' are refused.
    const cite = 'citing a UK or EU provision (section, regulation, rule, article)';
    expect(terms('(ERA 1996, s.128(2)), ss.20 e 21, reg. 3, r.37(1A), regulations 14 e 30', cite)).toEqual([
      's.128',
      'ss.20',
      'reg. 3',
      'r.37',
      'regulations 14 e',
    ]);
    expect(terms('despedimento injusto, contra a secção 94 do Employment Rights Act 1996', cite)).toEqual(['contra a secção']);
    expect(terms('a secção 98(4) do ERA; as Working Time Regulations 1998; regra 3 (regulation 3) das regras', cite)).toEqual([]);
    // Forms of address, case-sensitively: 'Mr Sharp', 'Ms Kaur', 'Dr Kuzel', but not 'a Dra. Kuzel'.
    const address = 'Mr / Mrs / Ms / Miss / Dr (before a name)';
    expect(terms('Mr Sharp, Ms Kaur, Miss Burchell e a Dr Kuzel', address)).toEqual(['Mr', 'Ms', 'Miss', 'Dr Kuzel']);
    expect(terms('o Sr. Sharp, a Sra. Kaur e a Dra. Kuzel; o Dr. Silva', address)).toEqual([]);
    // One word per concept, with the forms Portuguese inflects.
    expect(
      terms(
        'a dedução ilícita do salário; deduções ilegais; cada dedução; fez deduções no salário',
        'unlawful deduction from wages',
      ).sort(),
    ).toEqual(['cada dedução', 'dedução ilícita', 'deduções ilegais', 'deduções no salário', 'fez deduções']);
    expect(terms('essa dedução de discriminação', 'unlawful deduction from wages')).toEqual([]);
    expect(terms('as autoras e o autor', 'claimant')).toEqual(['autoras', 'autor']);
    expect(
      terms('Numa audiência prévia; antes do julgamento; um erro de julgamento', 'hearing / preliminary hearing / final hearing'),
    ).toEqual(['audiência prévia', 'julgamento']);
    expect(terms('a remuneração de férias, o pagamento das férias, nem férias', 'holiday pay')).toEqual([
      'remuneração de férias',
      'pagamento das férias',
      'nem férias',
    ]);
    expect(
      terms('não era razoavelmente praticável', "reasonably practicable ('not reasonably practicable' to claim in time)"),
    ).toEqual(['razoavelmente praticável']);
    expect(terms('a última gota', 'last straw (constructive dismissal)')).toEqual(['última gota']);
    expect(terms('uma grande dedução Polkey', 'Polkey reduction')).toEqual(['dedução Polkey']);
    expect(terms('redesignação de género', 'gender reassignment (protected characteristic)')).toEqual(['redesignação de género']);
    expect(terms('o seu cadastro limpo', 'clean (disciplinary) record')).toEqual(['cadastro limpo']);
    expect(terms('Bem-vindo ao Tribunal Toolkit', 'welcome')).toEqual(['Bem-vindo']);
    // 'lhe' is the reader: the tribunal sends the claim to the employer.
    expect(terms('a contar do dia em que o tribunal lhe envia a ação', 'the tribunal sends the claim to the employer')).toEqual([
      'tribunal lhe envia a ação',
    ]);
    expect(terms('o tribunal lhe enviou a sua ação', 'the tribunal sends the claim to the employer')).toEqual([
      'tribunal lhe enviou a sua ação',
    ]);
  });

  it('does not catch good Portuguese', () => {
    expect(terms('Envie um e-mail ou dois e-mails.', 'e-mail')).toEqual([]);
    expect(terms('apresente uma reclamação interna (grievance)', 'claim (an Employment Tribunal claim)')).toEqual([]);
    // Whole words with their accents: 'ré' is not inside 'pré' or 'réu', 'queixa' not inside 'queixa-se'.
    expect(terms('o pré-aviso do réu', 'respondent')).toEqual(['réu']);
    expect(terms('o trabalhador queixa-se', 'claim (an Employment Tribunal claim)')).toEqual([]);
    expect(terms('a queixada', 'claim (an Employment Tribunal claim)')).toEqual([]);
  });

  it('reads guide pages without their markup and addresses', () => {
    const words = mdxWords(
      '<Callout type="email" title="Um e-mail">\nVer [o guia](https://x.uk/email) ou a@email.pt\n</Callout>',
    );
    expect(words).toContain('Um e-mail');
    expect(words).not.toMatch(/email/);
  });

  it('keeps the appeal meaning of recurso outside the Resources texts', () => {
    const resources = entry('resources (the site section)');
    expect(inScope('src/i18n/pt.json#stage.8.title', resources.scope)).toBe(false);
    expect(inScope('src/i18n/pt.json#nav.resources', resources.scope)).toBe(true);
    expect(inScope('content/pt/home.json#features.items[3].title', resources.scope)).toBe(true);
    expect(inScope('content/pt/home.json#features.items[30].title', resources.scope)).toBe(false);
    // The appeal template on the Resources page is a 'recurso'.
    expect(inScope('content/pt/resources.json#templates[3].title', resources.scope)).toBe(false);
    // Phrases that can only mean the section are refused everywhere, the glossary included.
    const named = entry('resources (the site section, named in running text)');
    expect(inScope('content/pt/glossary.json#terms[74].definition', named.scope)).toBe(true);
  });
});

describe('Portuguese texts', () => {
  const texts = portugueseTexts();

  it("are found (guide pages, content, UI strings, case law, the Worker's e-mails)", () => {
    const ids = texts.map((t) => t.id);
    expect(ids).toContain('content/pt/stage/7.mdx');
    expect(ids).toContain('src/i18n/pt.json#nav.resources');
    expect(ids).toContain('content/pt/glossary.json#terms[74].definition');
    expect(ids.some((id) => id.startsWith('worker/services/mail/messages.ts:'))).toBe(true);
    expect(ids.some((id) => id.startsWith('seeds/case-law/'))).toBe(true);
  });

  // A watchdog, not a measure (as for the Worker tests): the scan reads every Portuguese text.
  it('use no rejected rendering', { timeout: 30_000 }, () => {
    const problems: string[] = [];
    for (const entry of termbase.entries) {
      for (const text of texts.filter((t) => inScope(t.id, entry.scope))) {
        for (const hit of findRejected(text.text, entry))
          problems.push(`${where(text, hit.index)}: '${hit.found.replace(/\s+/g, ' ')}' (use '${entry.pt}' for '${entry.en}')`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('quote with «», and write money and sizes as Portugal does (50 000 £, 10 MB, with non-breaking spaces)', () => {
    const problems: string[] = [];
    const rules: [RegExp, string][] = [
      [/[“”‘’]/g, 'quotation marks other than «»'],
      [/£\s?\d/g, "the pound sign before the amount ('50 000 £')"],
      [/\d{1,3}(?:\.\d{3})+(?:,\d+)?\s?£/g, "a full stop between thousands ('50 000 £')"],
      [/\d[ \t]?(?:£|MB|KB|GB)\b/g, "an ordinary space or none before the unit (a non-breaking space: '10\u00a0MB')"],
    ];
    for (const text of texts)
      for (const [pattern, what] of rules)
        for (const hit of text.text.matchAll(pattern)) problems.push(`${where(text, hit.index)}: '${hit[0]}' (${what})`);
    expect(problems).toEqual([]);
  });

  it("call the Resources section 'Materiais' wherever they link to it", () => {
    const problems: string[] = [];
    for (const file of walk(path.join(root, 'content', 'pt'), (f) => /\.(mdx|json)$/.test(f))) {
      const source = fs.readFileSync(file, 'utf8');
      for (const link of source.matchAll(/\[([^\]]*)\]\(\/pt\/resources\b[^)]*\)/g))
        if (/recurso/i.test(link[1] ?? '')) problems.push(`${rel(file)}: link text '${link[1]}'`);
    }
    expect(problems).toEqual([]);
  });

  it('give the English in brackets at the first mention on each guide page', () => {
    const problems: string[] = [];
    for (const text of texts.filter((t) => t.id.endsWith('.mdx'))) {
      // Body text only: not the frontmatter (title, sources) nor headings, where brackets do not belong.
      const body = text.text.replace(/^---\n[\s\S]*?\n---\n/, blank).replace(/^#{1,6}\s.*$/gm, blank);
      for (const entry of termbase.entries) {
        if (!entry.firstUse) continue;
        // The Portuguese term is the first use without its bracket: 'Tribunal do Trabalho'.
        const term = entry.firstUse.replace(/\s*\(.*$/, '');
        const first = termPattern(term).exec(body.normalize('NFC'));
        if (!first) continue;
        const at = body.slice(first.index, first.index + entry.firstUse.length + 20).replace(/\s+/g, ' ');
        // 'despedimento injusto (unfair dismissal, …)' is fine too: the bracket may go on.
        if (!at.toLowerCase().startsWith(entry.firstUse.replace(/\)$/, '').toLowerCase()))
          problems.push(`${where(text, first.index)}: the first '${term}' should read '${entry.firstUse}'`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('English texts', () => {
  it("write Acas as Acas writes it, never 'ACAS'", () => {
    const texts: Text[] = [];
    for (const file of walk(path.join(root, 'content', 'en'), (f) => /\.(mdx|json)$/.test(f)))
      texts.push({ id: rel(file), text: blankNonWords(fs.readFileSync(file, 'utf8')) });
    jsonStrings(JSON.parse(fs.readFileSync(path.join(root, 'src', 'i18n', 'en.json'), 'utf8')), 'src/i18n/en.json', texts);
    for (const file of codeFiles())
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          // Interpolations are code: ${ACAS_HELPLINE} is a constant's name, not the word.
          for (const literal of line.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`\n]*)`/g))
            texts.push({
              id: `${rel(file)}:${i + 1}`,
              text: (literal[1] ?? literal[2] ?? literal[3] ?? '').replace(/\$\{[^}]*\}/g, ''),
            });
        });
    // \b treats _ as a letter, so constants such as ACAS_HELPLINE are not the word.
    const problems = texts.filter((text) => /\bACAS\b/.test(text.text)).map((text) => text.id);
    expect(problems).toEqual([]);
  });
});
