/**
 * The complaints form's schema: one for the island (before sending) and the Worker (PUT
 * /api/cases/:caseId/complaints and a generation), with its messages as i18n keys. Kept apart from
 * ./choice.ts so the screens that only read a choice (the tracker's card) do not load zod.
 */
import { z } from 'zod';
import type { MessageKey } from '../../i18n/translate';
import type { ComplaintChoice } from './choice';
import { complaintIds, harassmentExcluded, protectedCharacteristics, unfairReasonIds } from './ids';

/** The complaints form's messages, as keys of src/i18n/en.json and pt.json (complaints.validation.*). */
export const complaintMessages = {
  complaintsRequired: 'complaints.validation.complaintsRequired',
  directCharacteristicRequired: 'complaints.validation.directCharacteristicRequired',
  harassmentCharacteristicRequired: 'complaints.validation.harassmentCharacteristicRequired',
  harassmentCharacteristicExcluded: 'complaints.validation.harassmentCharacteristicExcluded',
  notAnObject: 'complaints.validation.notAnObject',
} as const satisfies Record<string, MessageKey>;

const unique = <T extends string>(values: readonly [T, ...T[]], max: number) =>
  z
    .array(z.enum(values))
    .max(max)
    .transform((list) => [...new Set(list)]);

export const complaintChoiceSchema = z
  .object(
    {
      complaints: unique(complaintIds, complaintIds.length).refine(
        (list) => list.length > 0,
        complaintMessages.complaintsRequired,
      ),
      directCharacteristics: unique(protectedCharacteristics, protectedCharacteristics.length).default([]),
      harassmentCharacteristics: unique(protectedCharacteristics, protectedCharacteristics.length).default([]),
      unfairReasons: unique(unfairReasonIds, unfairReasonIds.length).default([]),
      safetyRepresentative: z.boolean({ error: complaintMessages.notAnObject }).default(false),
    },
    { error: complaintMessages.notAnObject },
  )
  .superRefine((value, context) => {
    if (value.complaints.includes('directDiscrimination') && value.directCharacteristics.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['directCharacteristics'],
        message: complaintMessages.directCharacteristicRequired,
      });
    }
    if (value.complaints.includes('harassment')) {
      if (value.harassmentCharacteristics.length === 0) {
        context.addIssue({
          code: 'custom',
          path: ['harassmentCharacteristics'],
          message: complaintMessages.harassmentCharacteristicRequired,
        });
      } else if (value.harassmentCharacteristics.some((c) => harassmentExcluded.includes(c))) {
        context.addIssue({
          code: 'custom',
          path: ['harassmentCharacteristics'],
          message: complaintMessages.harassmentCharacteristicExcluded,
        });
      }
    }
  });

/** A choice kept as JSON text, read back through the schema; null when none was kept or it no longer reads. */
export function storedChoice(text: string | undefined | null): ComplaintChoice | null {
  if (!text) return null;
  try {
    const parsed = complaintChoiceSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
