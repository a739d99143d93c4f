/**
 * Display formatting for the reader's language: dates (dd/mm/yyyy and long), money from pence,
 * and figures from the figures table. Storage and the wire always use ISO dates and pence.
 */
import { type IsoDate, parseIsoDate } from '../domain/calendar';
import type { FigureValue } from '../domain/figures';
import { htmlLang, type Locale } from './locales';
import { translate, translatePlural } from './translate';

/** "20/06/2026" in both languages (the tribunal's and Portugal's usual numeric form). */
export function formatShortDate(date: IsoDate): string {
  const { year, month, day } = parseIsoDate(date);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

/** "20 June 2026" / "20 de junho de 2026". Formatted in UTC from the calendar date, so no time zone shifts it. */
export function formatLongDate(date: IsoDate, locale: Locale): string {
  const { year, month, day } = parseIsoDate(date);
  return new Intl.DateTimeFormat(htmlLang[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

export function formatMoney(pence: number, locale: Locale): string {
  return new Intl.NumberFormat(htmlLang[locale], {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: pence % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(pence / 100);
}

export function formatFigure(value: FigureValue, locale: Locale): string {
  switch (value.kind) {
    case 'money':
      return formatMoney(value.pence, locale);
    case 'moneyRange':
      return translate(locale, 'figure.range', {
        min: formatMoney(value.minPence, locale),
        max: formatMoney(value.maxPence, locale),
      });
    case 'percent':
      return new Intl.NumberFormat(htmlLang[locale], { style: 'percent', maximumFractionDigits: 1 }).format(value.amount / 100);
    case 'none':
      return translate(locale, 'figure.noLimit');
    case 'timeOfDay': {
      // "4pm" as English guidance writes it; "16:00" in Portuguese.
      const minutes = String(value.minute).padStart(2, '0');
      if (locale === 'pt') return `${String(value.hour).padStart(2, '0')}:${minutes}`;
      const hour = value.hour % 12 || 12;
      return `${hour}${value.minute ? `.${minutes}` : ''}${value.hour < 12 ? 'am' : 'pm'}`;
    }
    case 'duration': {
      const text = translatePlural(locale, `unit.${value.unit}`, value.amount);
      // Decimal amounts (5.6 weeks) in the reader's notation: "5,6 semanas".
      return text.replace(String(value.amount), new Intl.NumberFormat(htmlLang[locale]).format(value.amount));
    }
  }
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
