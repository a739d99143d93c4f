/**
 * The date the pages describe the law on: figures in force on this day are the ones shown. The
 * build day in London, unless CONTENT_DATE (yyyy-mm-dd) fixes it, as the tests do. Rebuild after
 * a figure's start date (each 6 April, 1 January 2027) so pages move to the new value.
 */
import { type IsoDate, isIsoDate, todayInLondon } from '../domain/calendar';

function resolve(): IsoDate {
  const fixed = process.env.CONTENT_DATE;
  if (fixed === undefined || fixed === '') return todayInLondon();
  if (!isIsoDate(fixed)) throw new Error(`CONTENT_DATE must be a date in yyyy-mm-dd form, not "${fixed}"`);
  return fixed;
}

export const contentDate: IsoDate = resolve();
