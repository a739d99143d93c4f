/**
 * The order's own dates: the date it was sent to the parties and the date it was made. The
 * tribunal's rules on time take the date endorsed on a document as the date it was sent (2013 Rules
 * r.4(6); kept with the time rules in r.5 of the 2024 Rules): the endorsement is at the order's foot
 * ("Sent to the parties on"), so an earlier order's sending date quoted in the text ("By an order
 * sent to the parties on 3 December 2026 …") is not it. "Within 14 days of the date of this order"
 * counts from the date the order was made ("Made at a hearing on …", "Date: …" under the judge's
 * name), which may be earlier than the date it was sent.
 */
import type { IsoDate } from '../calendar';
import { writtenDates } from './absolute-dates';

/** A line that starts with the endorsement (pasted text keeps it on its own line, or the date on the next). */
const SENT =
  /(?:^|\n)[ \t]*(?:(?:order|judgment)\s+)?(?:sent\s+to\s+the\s+parties\s+on|date\s+sent\s+to\s+(?:the\s+)?parties|(?:order|judgment)\s+sent\s+to\s+(?:the\s+)?parties\s+on)\s*:?\s*([^\n]{4,40})/gi;
const MADE_AT_HEARING = /\bmade\s+at\s+(?:a|the)\s+(?:preliminary\s+)?hearing\s+(?:held\s+)?on\s+([^\n]{4,40})/i;
/** "Date: 4 March 2027", "Dated 4 March 2027", "Date 8 December 2026" on a line of its own. */
const DATE_LINE = /(?:^|\n)[ \t]*dated?\s*:?[ \t]*([^\n]{4,40})/gi;
/** A date alone on the line after the judge's name. */
const UNDER_JUDGE = /(?:^|\n)[ \t]*(?:regional\s+)?employment\s+judge\s+[^\n]{1,60}\n[ \t]*([^\n]{4,40})/gi;

/** The date at the start of `words`, if the words are that date and nothing doubtful. */
function dateAt(words: string): IsoDate | null {
  const [first] = writtenDates(words, null);
  return first && first.index === 0 && first.doubts.length === 0 ? first.date : null;
}

/** The date of "Sent to the parties on …" at the order's foot: the last such endorsement. */
export function sentDateIn(text: string): IsoDate | null {
  let found: IsoDate | null = null;
  for (const match of text.matchAll(SENT)) found = dateAt((match[1] ?? '').trim()) ?? found;
  return found;
}

/** The date the order was made, when it says so, or null. */
export function orderDateIn(text: string): IsoDate | null {
  const made = MADE_AT_HEARING.exec(text);
  const atHearing = made ? dateAt((made[1] ?? '').trim()) : null;
  if (atHearing) return atHearing;
  for (const pattern of [DATE_LINE, UNDER_JUDGE]) {
    for (const match of text.matchAll(pattern)) {
      const words = (match[1] ?? '').trim();
      const date = dateAt(words);
      // The whole line is the date ("Date: 4 March 2027"), not a sentence that starts with one.
      if (date && writtenDates(words, null)[0]?.end === words.length) return date;
    }
  }
  return null;
}
