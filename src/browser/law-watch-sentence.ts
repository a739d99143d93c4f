/**
 * The "checked against legislation.gov.uk on {date}" sentence from GET /api/law-watch's answer, for
 * a static page's slot (law-watch-checked.ts). Kept apart from the figures table and the catalogues,
 * so a guidance page's script stays a few hundred bytes.
 */
export interface LawWatchAnswer {
  checks: { figure: string; from: string; checkedOn: string | null }[];
}

export interface Slot {
  figure?: string;
  from?: string;
  /** The page's sentence with "{date}" (lawWatch.checked in the page's language). */
  template?: string;
  /** BCP 47 tag of the page ('en-GB', 'pt-PT'). */
  locale?: string;
}

/** The sentence, or null when the row has not been checked (or the answer does not say). */
export function checkedSentence(answer: LawWatchAnswer | null, slot: Slot): string | null {
  const day = answer?.checks.find((check) => check.figure === slot.figure && check.from === slot.from)?.checkedOn;
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day) || !slot.template || !slot.locale) return null;
  // The calendar day at noon UTC, so no time zone moves it (as formatLongDate does).
  const date = new Intl.DateTimeFormat(slot.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
  return slot.template.replace('{date}', date);
}
