/**
 * Display formatting of the domain's values for the reader's language: calendar dates (dd/mm/yyyy
 * and long) and values from the figures table. Plain numbers (money from pence, file sizes) are
 * i18n's (../i18n/format.ts). Storage and the wire always use ISO dates and pence.
 */
import { formatMoney } from '../i18n/format';
import { htmlLang, type Locale } from '../i18n/locales';
import { translate, translatePlural } from '../i18n/translate';
import { type IsoDate, parseIsoDate } from './calendar';
import type { FigureValue } from './figures';

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
