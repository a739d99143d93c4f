/**
 * The page limit an order sets for the hearing bundle ("The bundle must not exceed 300 pages",
 * "no more than 250 pages", "limited to 400 pages including the index"), read so the bundle screen
 * can check the claimant's bundle against it. Only a sentence that speaks of the bundle counts: an
 * order's limit on witness statements or skeleton arguments is not the bundle's.
 */
import { paragraphsOf, sentencesOf } from './split';

const LIMIT =
  /\b(?:(?:must|shall|should|will|is\s+to|are\s+to)\s+not\s+(?:exceed|be\s+(?:more|longer)\s+than)|not\s+(?:to\s+)?exceed|no\s+(?:more|longer)\s+than|not\s+more\s+than|limited\s+to|(?:a\s+)?maximum\s+of|at\s+most|up\s+to)\s+(\d{1,4})\s+(?:\([^)]{0,40}\)\s+)?(?:A4\s+)?pages\b/i;
const BUNDLE = /\bbundles?\b/i;
/** Limits that are not the whole bundle's: a statement's, a skeleton's, a supplementary bundle's. */
const OTHER_DOCUMENT =
  /\b(?:witness\s+statements?|skeleton|written\s+submissions|supplementary\s+bundle|chronology|cast\s+list)\b[^.]{0,60}\b(?:exceed|more\s+than|longer\s+than|limited\s+to|maximum)\b/i;

/** The bundle's page limit in these words, if they set one. */
export function pageLimitIn(words: string): number | null {
  if (!BUNDLE.test(words) || OTHER_DOCUMENT.test(words)) return null;
  const match = LIMIT.exec(words);
  const pages = match ? Number(match[1]) : Number.NaN;
  return Number.isInteger(pages) && pages > 0 ? pages : null;
}

/** The first bundle page limit the order sets, in whichever paragraph it is. */
export function bundlePageLimit(text: string): number | null {
  for (const paragraph of paragraphsOf(text)) {
    for (const sentence of sentencesOf(paragraph.text)) {
      const limit = pageLimitIn(sentence);
      if (limit !== null) return limit;
    }
  }
  return null;
}
