/**
 * The tracker's first paint, without React: the case picker and the deadline card drawn from the
 * case list's answer (preloaded with the page, and carrying the newest case's dated events and
 * complaints), by the same limits engine (src/domain/case-limits, through
 * islands/tracker/open-case-limits.ts) and the same card elements React draws
 * (islands/tracker/deadline-card-view.ts). React's runtime and the rest of the screen (tasks, form,
 * events, support) load when the reader asks for them: a tap or key on the screen, a scroll, or the
 * place where they go coming into view; then React draws the same picker and card in place of
 * these (islands/tracker/mount.tsx). On a slow phone the card is not held behind the parsing of
 * React and the screen's code. Until the case's dated events are known the card names no date: an
 * act before the dismissal can bring a limit earlier.
 */
import type { InferResponseType } from 'hono/client';
import { todayInLondon } from '../domain/calendar';
import type { CaseRecord } from '../domain/case-record';
import { format } from '../i18n/island-messages';
import { fetchIslandWords } from '../islands/island-words';
import { cardDom } from '../islands/tracker/card-dom';
import { valuesOf } from '../islands/tracker/case-form-values';
import {
  calendarEntries,
  type DeadlineCardProps,
  deadlineCardView,
  downloadCalendar,
} from '../islands/tracker/deadline-card-view';
import { longDateIn } from '../islands/tracker/long-date';
import { openCaseLimits } from '../islands/tracker/open-case-limits';
import type { TrackerFirstAnswer, TrackerPageProps, TrackerWords } from '../islands/tracker/tracker-screen-props';
import type { client } from '../stores/api';
import { authUrlFrom } from '../stores/return-path';

type CasesAnswer = InferResponseType<typeof client.api.cases.$get, 200>;
type EventsAnswer = InferResponseType<(typeof client.api.cases)[':caseId']['events']['$get'], 200>;
type ComplaintsAnswer = InferResponseType<(typeof client.api.cases)[':caseId']['complaints']['$get'], 200>;

const firstPaint = document.querySelector<HTMLElement>('[data-tracker-first]');
const propsText = document.getElementById('tracker-props')?.textContent;

async function getJson<T>(path: string): Promise<{ status: number; body: T | null }> {
  const response = await fetch(path, { credentials: 'same-origin' });
  return { status: response.status, body: response.ok ? ((await response.json()) as T) : null };
}

/** The case's events and complaints when the list did not bring them (a linked case other than the newest). */
async function detailsOf(caseId: string): Promise<Pick<TrackerFirstAnswer, 'events' | 'complaints'>> {
  const id = encodeURIComponent(caseId);
  const [events, complaints] = await Promise.all([
    getJson<EventsAnswer>(`/api/cases/${id}/events`).catch(() => null),
    getJson<ComplaintsAnswer>(`/api/cases/${id}/complaints`).catch(() => null),
  ]);
  return {
    // Unknown events: the card works from the case alone and says an earlier limit may apply.
    events: events?.body ? { caseId, items: events.body.items } : { caseId, items: [], failed: true },
    // Unknown complaints: the claim type's suggestion stands in, as before any choice.
    complaints: { caseId, choice: complaints?.body?.saved ?? null },
  };
}

function element(tag: string, attrs: Record<string, string>, ...children: (Node | string)[]): HTMLElement {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) made.setAttribute(name, value);
  made.append(...children);
  return made;
}

/**
 * The picker and the card, as React's screen draws them (TrackerScreen.tsx); while the case's dated
 * events are not known (`answer.events` null), a line saying the dates are being worked out.
 */
function draw(root: HTMLElement, props: TrackerPageProps, answer: TrackerFirstAnswer, selected: CaseRecord): void {
  const t = props.messages;
  const select = element(
    'select',
    { id: 'tracker-first-case' },
    ...answer.cases.map((c) => {
      const option = element(
        'option',
        { value: c.id },
        format(t['tracker.caseOption'], { claimant: c.claimantName, employer: c.employerName }),
      );
      if (c.id === selected.id) option.setAttribute('selected', '');
      return option;
    }),
  );
  const picker = element(
    'div',
    { class: 'case-picker' },
    element('label', { for: 'tracker-first-case' }, t['tracker.caseLabel']),
    element(
      'div',
      { class: 'case-picker-row' },
      select,
      element('button', { type: 'button', class: 'button button-secondary' }, t['tracker.newCase']),
    ),
  );
  const longDate = longDateIn(props.dateLocale, props.longDateWords);
  const events = answer.events;
  const screen = element('div', { class: 'tracker' }, picker);
  if (!events) {
    screen.append(element('p', { role: 'status', class: 'deadline-card-pending' }, t['tracker.workingOut']));
    root.replaceChildren(screen);
    return;
  }
  const cardProps: DeadlineCardProps = {
    limits: openCaseLimits(valuesOf(selected), answer.complaints?.choice ?? null, events.items, todayInLondon()),
    caseId: selected.id,
    messages: t,
    longDate,
    pluralLocale: props.dateLocale,
  };
  if (events.failed) screen.append(element('p', { class: 'banner banner-warning' }, t['tracker.eventsUnknown']));
  screen.append(...cardDom(deadlineCardView(cardProps), { download: () => downloadCalendar(calendarEntries(cardProps)) }));
  // Where the rest of the screen goes: React loads when it comes into view.
  screen.append(element('div', { class: 'tracker-rest', 'data-tracker-rest': '' }));
  root.replaceChildren(screen);
}

async function start(root: HTMLElement, props: TrackerPageProps): Promise<void> {
  let answer: TrackerFirstAnswer | undefined;
  let taken = false;
  const takeOver = async (replay?: Element) => {
    if (taken) return;
    taken = true;
    try {
      // The screen's code and its words (not carried in the page) come together.
      const [{ mountTracker }, words] = await Promise.all([
        import('../islands/tracker/mount'),
        fetchIslandWords<TrackerWords>(props.wordsPath),
      ]);
      stopWatching();
      mountTracker(root, { ...props, messages: words.messages }, answer, replay);
    } catch {
      // No signal, or a page older than the site's files: the first paint stays, and the next ask tries again.
      taken = false;
    }
  };
  const watched = ['keydown', 'scroll', 'wheel', 'touchmove'] as const;
  const onAsk = () => void takeOver();
  let observer: IntersectionObserver | undefined;
  const stopWatching = () => {
    for (const type of watched) window.removeEventListener(type, onAsk);
    observer?.disconnect();
  };

  const list = await getJson<CasesAnswer>('/api/cases').catch(() => null);
  if (list?.status === 401) {
    window.location.replace(authUrlFrom(props.authPath, window.location));
    return;
  }
  const linked = new URLSearchParams(window.location.search).get('case');
  const cases = list?.body?.items ?? [];
  const selected = cases.find((item) => item.id === linked) ?? cases[0];
  // No case to show (a new one's form comes first), or the list did not come: React draws the screen now.
  if (!list?.body || !selected) return takeOver();
  const newest = list.body.newest;
  if (newest?.caseId === selected.id) {
    answer = {
      cases,
      selectedId: selected.id,
      events: { caseId: selected.id, items: newest.events },
      complaints: { caseId: selected.id, choice: newest.complaints },
    };
  } else {
    // A linked case other than the newest: its events are asked for, and no date is named until they come.
    draw(root, props, { cases, selectedId: selected.id, events: null, complaints: null }, selected);
    answer = { cases, selectedId: selected.id, ...(await detailsOf(selected.id)) };
  }
  draw(root, props, answer, selected);

  // The reader asks for the rest: a key, a scroll, a tap on the picker's controls, or its place in view.
  for (const type of watched) window.addEventListener(type, onAsk, { passive: true });
  root.querySelector('select')?.addEventListener('change', (event) => {
    if (answer) answer = { ...answer, selectedId: (event.target as HTMLSelectElement).value };
    void takeOver();
  });
  const newCase = root.querySelector('.case-picker button');
  newCase?.addEventListener('click', () => void takeOver(newCase));
  const rest = root.querySelector('[data-tracker-rest]');
  if (rest) {
    observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void takeOver();
    });
    observer.observe(rest);
  }
}

if (firstPaint && propsText) void start(firstPaint, JSON.parse(propsText) as TrackerPageProps);
