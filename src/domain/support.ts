/**
 * WhatsApp support (the WhatsApp Support add-on: up to 10 queries a month):
 * the request the island and the Worker share, the case's short reference a supporter asks for,
 * and the message a WhatsApp chat opens with.
 */
import { z } from 'zod';
import { type IsoDate, parseIsoDate } from './calendar';
import { caseShortReference } from './case-reference';
import { SUPPORT_QUERIES_PER_MONTH } from './plans';

export { caseShortReference } from './case-reference';

export const supportLanguages = ['en', 'pt'] as const;
export type SupportLanguage = (typeof supportLanguages)[number];

export const supportMessages = {
  /** A message key (src/i18n): the Worker's 400 and a screen say it in the reader's language. */
  noCase: 'support.validation.noCase',
  unavailable: 'Support by WhatsApp is not available on this server',
} as const;

export const supportQuerySchema = z.object({
  caseId: z.uuid({ error: supportMessages.noCase }),
  /** The language of the page the reader asked from: the chat's opening line is written in it. */
  language: z.enum(supportLanguages).default('en'),
});
export type SupportQueryRequest = z.infer<typeof supportQuerySchema>;

/** The opening line of the chat, in the reader's language, with the case's short reference. */
export function supportOpeningLine(caseId: string, language: SupportLanguage): string {
  const reference = caseShortReference(caseId);
  return language === 'pt'
    ? `Olá, tenho uma pergunta sobre o meu processo (referência ${reference}).`
    : `Hello, I have a question about my claim (reference ${reference}).`;
}

/** A WhatsApp click-to-chat link (wa.me takes the number as international digits only). */
export function whatsAppUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** A configured number as wa.me wants it ('+44 7700 900123' → '447700900123'), or null if unusable. */
export function supportNumber(configured: string | undefined): string | null {
  const digits = (configured ?? '').replace(/[\s+()-]/g, '');
  return /^[1-9]\d{6,14}$/.test(digits) ? digits : null;
}

/** 'You have used your 10 support queries this month. They start again on 1 December 2026.' */
export function supportLimitMessage(resetDate: IsoDate): string {
  const { year, month, day } = parseIsoDate(resetDate);
  const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
  return `You have used your ${SUPPORT_QUERIES_PER_MONTH} support queries this month. They start again on ${date}.`;
}
