/**
 * Numbers for the schedule of loss in the draft's language, all through Intl: money always with
 * pence (£1,234.50 / 1234,50 £), weeks with two decimals (22.14 / 22,14), long dates
 * (30 June 2026 / 30 de junho de 2026), percentages. Dates are formatted in UTC from the calendar
 * date, so no time zone moves them.
 */
import { type IsoDate, parseIsoDate } from '../../calendar';
import type { DocumentLanguage } from '../../documents';
import type { FigureValue } from '../../figures';

const LOCALES: Record<DocumentLanguage, string> = { en: 'en-GB', pt: 'pt-PT' };

export interface Formatters {
  money(pence: number): string;
  weeks(hundredths: number): string;
  number(value: number): string;
  date(date: IsoDate): string;
  percent(amount: number): string;
  figure(value: FigureValue): string;
  fill(template: string, values: Record<string, string | number>): string;
}

export function formatters(language: DocumentLanguage): Formatters {
  const locale = LOCALES[language];
  const currency = new Intl.NumberFormat(locale, { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
  const twoDecimals = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const longDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const money = (pence: number) => currency.format(pence / 100);
  return {
    money,
    weeks: (hundredths) => twoDecimals.format(hundredths / 100),
    number: (value) => plain.format(value),
    date: (date) => {
      const { year, month, day } = parseIsoDate(date);
      return longDate.format(new Date(Date.UTC(year, month - 1, day)));
    },
    percent: (amount) => percent.format(amount / 100),
    figure: (value) => {
      switch (value.kind) {
        case 'money':
          return money(value.pence);
        case 'moneyRange':
          return `${money(value.minPence)} – ${money(value.maxPence)}`;
        case 'percent':
          return percent.format(value.amount / 100);
        case 'duration':
          return `${plain.format(value.amount)} ${value.unit}`;
        case 'none':
          return '—';
        case 'timeOfDay':
          return `${String(value.hour).padStart(2, '0')}:${String(value.minute).padStart(2, '0')}`;
      }
    },
    fill: (template, values) =>
      template.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name]))),
  };
}
