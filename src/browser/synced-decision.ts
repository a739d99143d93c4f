/**
 * Fills in the synced decision's page (src/components/case-law/SyncedDecisionPage.astro) from
 * GET /api/case-law/decisions/:id, the id being the last part of the address. Text only
 * (textContent): a decision's words come from public sources and are never parsed as HTML.
 */
import { httpsLink } from '../domain/https-link';

const root = document.querySelector<HTMLElement>('[data-synced-decision]');

interface Decision {
  caseName: string;
  citation: string;
  courtLevel: string;
  decisionDate: string | null;
  year: number;
  outcome: string | null;
  claimTypes: string[];
  summary: string;
  keyPoints: string[];
  legalPrinciple: string | null;
  facts: string | null;
  caseUrl: string | null;
  attribution: string | null;
  untranslated: boolean;
}

function field(name: string): HTMLElement | null {
  return root?.querySelector<HTMLElement>(`[data-field="${name}"]`) ?? null;
}

function show(section: string, text: string | null): void {
  const box = root?.querySelector<HTMLElement>(`[data-section="${section}"]`);
  if (box) box.hidden = !text;
}

function problem(message: string): void {
  const banner = root?.querySelector<HTMLElement>('[data-problem]');
  const name = field('name');
  if (name) name.textContent = message;
  if (banner) {
    banner.textContent = message;
    banner.hidden = false;
  }
}

function render(decision: Decision, labels: Record<string, string>, dateLocale: string): void {
  const label = (key: string, fallback: string) => labels[key] ?? fallback;
  const set = (name: string, text: string) => {
    const element = field(name);
    if (element) element.textContent = text;
  };
  set('name', decision.caseName);
  document.title = `${decision.caseName} | ${document.title.split(' | ').pop() ?? ''}`;
  set('citation', decision.citation);
  set('court', label(`court.${decision.courtLevel}`, decision.courtLevel));
  set(
    'date',
    decision.decisionDate
      ? new Intl.DateTimeFormat(dateLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(`${decision.decisionDate}T00:00:00Z`),
        )
      : String(decision.year),
  );
  set('outcome', decision.outcome ? label(`outcome.${decision.outcome}`, decision.outcome) : '—');
  set('types', decision.claimTypes.map((type) => label(`caseType.${type}`, type)).join(', ') || '—');
  const english = decision.untranslated ? 'en-GB' : '';
  for (const name of ['summary', 'principle', 'facts', 'keyPoints']) field(name)?.setAttribute('lang', english);
  set('summary', decision.summary);
  const points = field('keyPoints');
  points?.replaceChildren(
    ...decision.keyPoints.map((point) => {
      const item = document.createElement('li');
      item.textContent = point;
      return item;
    }),
  );
  show('keyPoints', decision.keyPoints.length > 0 ? 'yes' : null);
  set('principle', decision.legalPrinciple ?? '');
  show('principle', decision.legalPrinciple);
  set('facts', decision.facts ?? '');
  show('facts', decision.facts);
  const untranslated = field('untranslated');
  if (untranslated && decision.untranslated) {
    untranslated.textContent = root?.dataset.untranslated ?? '';
    untranslated.hidden = false;
  }
  const source = field('source');
  const sourceUrl = httpsLink(decision.caseUrl);
  if (source && sourceUrl) {
    const link = document.createElement('a');
    link.href = sourceUrl;
    link.textContent = (root?.dataset.readJudgment ?? '{source}').replace(
      '{source}',
      new URL(sourceUrl).host.replace(/^www\./, ''),
    );
    source.replaceChildren(link);
  }
  set('attribution', decision.attribution ?? '');
  const facts = root?.querySelector<HTMLElement>('[data-facts]');
  const body = root?.querySelector<HTMLElement>('[data-body]');
  if (facts) facts.hidden = false;
  if (body) body.hidden = false;
}

async function load(): Promise<void> {
  if (!root) return;
  const id = decodeURIComponent(window.location.pathname.split('/').pop() ?? '');
  const lang = root.dataset.lang === 'pt' ? 'pt' : 'en';
  try {
    const response = await fetch(`/api/case-law/decisions/${encodeURIComponent(id)}?lang=${lang}`);
    if (response.status === 404 || response.status === 400) return problem(root.dataset.notFound ?? '');
    if (!response.ok) return problem(root.dataset.loadError ?? '');
    const { item } = (await response.json()) as { item: Decision };
    render(item, JSON.parse(root.dataset.labels ?? '{}') as Record<string, string>, root.dataset.dateLocale ?? 'en-GB');
  } catch {
    problem(root.dataset.loadError ?? '');
  }
}

void load();
