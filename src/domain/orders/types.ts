/**
 * What the order reader offers: one dated direction of a tribunal's case management order, as a
 * task the claimant may accept, edit or dismiss. The English order stays the authority: every offer
 * carries the words it was read from.
 */
import type { IsoDate } from '../calendar';
import { type DirectionKind, directionKinds, type OrderParty, orderParties } from '../order-directions';

export { type DirectionKind, directionKinds, type OrderParty, orderParties };

/**
 * Why a date is not offered as certain: no year written; the weekday written is not that date's;
 * counted in working days (bank holidays unknown here, so the earliest possible day is given); the
 * order counts from its own date, which it does not give, or from its receipt (the sending date
 * stands in for either); the start of the count is not written; the case's hearing date is not the
 * one the order lists, or the order takes that hearing out of the list; two dates for
 * one direction; a day that does not exist (31 February); one date written for two acts, taken for
 * the one that writes none.
 */
export const dateDoubts = [
  'noYear',
  'weekdayMismatch',
  'workingDays',
  'orderDate',
  'receipt',
  'anchorAssumed',
  'hearingDiffers',
  'twoDates',
  'notADate',
  'sharedDate',
] as const;
export type DateDoubt = (typeof dateDoubts)[number];

export type CountUnit = 'days' | 'weeks' | 'months' | 'workingDays';

/** How the date was found: written in the order, or counted from the sending, the hearing or a date. */
export type DateWorking =
  | { from: 'text'; words: string }
  | {
      from: 'orderSent' | 'hearing' | 'date';
      anchor: IsoDate;
      count: number;
      unit: CountUnit;
      /** "clear days": neither the day of the event nor the last day counts. */
      clear: boolean;
      direction: 'after' | 'before';
      words: string;
    };

/** What a date without a value waits for: the order's sending date, the hearing date, or an event. */
export interface WaitsFor {
  on: 'orderSent' | 'hearingDate' | 'event' | 'check';
  /** The order's own words for it ("receiving the further information"). */
  words: string;
}

export interface OrderDirection {
  date: IsoDate | null;
  /** HH:MM, Europe/London, when the order gives a time ("4pm", "4.00 pm", "16:00"). */
  time: string | null;
  party: OrderParty;
  kind: DirectionKind;
  /** The words of the order the direction was read from. */
  quote: string;
  /** Set when the direction lists a hearing ("The final hearing will take place on …"): which one. */
  listing: 'final' | 'preliminary' | null;
  /** For a listing: the order moves the hearing to this day ("postponed and will now take place on …"). */
  relisted: boolean;
  /** The paragraph's number in the order ("2.1", "(3)"), when it has one. */
  paragraph: string | null;
  /** False whenever the reader is unsure of the date (see doubts) or has none. */
  certain: boolean;
  doubts: DateDoubt[];
  waitsFor: WaitsFor | null;
  working: DateWorking | null;
  /** For a bundle direction: the page limit the order sets for the bundle, if it sets one. */
  pageLimit: number | null;
}

export interface ReadOrderOptions {
  /** The date the tribunal sent the order (the date endorsed on it), when known. */
  orderSent?: IsoDate | null;
  /** The case's final hearing date, when known. */
  hearingDate?: IsoDate | null;
}
