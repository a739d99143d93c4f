/**
 * Display formatting of plain numbers for the reader's language: money from pence and file sizes.
 * Dates and the figures table's values are the domain's (src/domain/format.ts, which uses these).
 * Storage and the wire always use ISO dates and pence.
 */
import { htmlLang, type Locale } from './locales';

export function formatMoney(pence: number, locale: Locale): string {
  return new Intl.NumberFormat(htmlLang[locale], {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: pence % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(pence / 100);
}

/**
 * A file size as the bundle list shows it (B, KB or MB): whole bytes
 * under 1 KB, then one decimal in the reader's notation ("1.5 MB", "1,5 MB"). KB and MB are
 * binary (1024), as the 10 MB upload limit (10 485 760 bytes) is.
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  const number = (value: number) =>
    new Intl.NumberFormat(htmlLang[locale], { maximumFractionDigits: 1, useGrouping: false }).format(value);
  // The unit is chosen after rounding to one decimal, so 1,048,575 bytes read "1 MB", not "1024 KB".
  const rounded = (value: number) => Math.round(value * 10) / 10;
  if (bytes < 1024) return `${number(bytes)} B`;
  if (rounded(bytes / 1024) < 1024) return `${number(bytes / 1024)} KB`;
  return `${number(bytes / (1024 * 1024))} MB`;
}
