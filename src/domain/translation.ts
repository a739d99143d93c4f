/**
 * Putting the claimant's own words into English before they reach the tribunal: the passages an
 * English document holds that read as Portuguese (./english-check.ts) can be sent to the optional
 * language model for a suggested English version, which the claimant reads and accepts or not.
 * One schema for the documents screen and the Worker (POST /api/translations).
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n/translate';

/** At most this many passages in one request, each at most this long (a dated event's own words). */
export const MAX_TRANSLATION_PASSAGES = 10;
export const MAX_TRANSLATION_PASSAGE = 2000;

export const translationMessages = {
  passagesRequired: 'translation.validation.passagesRequired',
  passageTooLong: 'translation.validation.passageTooLong',
  notAnObject: 'translation.validation.notAnObject',
} as const satisfies Record<string, MessageKey>;

export const translationRequestSchema = z.object(
  {
    passages: z
      .array(
        z
          .string({ error: translationMessages.passagesRequired })
          .trim()
          .min(1, translationMessages.passagesRequired)
          .max(MAX_TRANSLATION_PASSAGE, translationMessages.passageTooLong),
        { error: translationMessages.passagesRequired },
      )
      .min(1, translationMessages.passagesRequired)
      .max(MAX_TRANSLATION_PASSAGES, translationMessages.passagesRequired),
  },
  { error: translationMessages.notAnObject },
);
export type TranslationRequest = z.infer<typeof translationRequestSchema>;
