/** Every string PayDetailsForm.tsx uses, for pickMessages on the page that mounts it. */
import { payDetailsMessages } from '../../domain/pay-details';

const validationKeys = Object.keys(payDetailsMessages).map(
  (key) => `payDetails.validation.${key as keyof typeof payDetailsMessages}` as const,
);

export const PAY_DETAILS_MESSAGE_KEYS = [
  'payDetails.title',
  'payDetails.intro',
  'payDetails.dateOfBirth',
  'payDetails.dateOfBirthHint',
  'payDetails.employmentStart',
  'payDetails.employmentStartHint',
  'payDetails.weeklyGrossPence',
  'payDetails.weeklyGrossPenceHint',
  'payDetails.weeklyNetPence',
  'payDetails.weeklyNetPenceHint',
  'payDetails.weeklyPensionPence',
  'payDetails.weeklyPensionPenceHint',
  'payDetails.newJobStart',
  'payDetails.newJobStartHint',
  'payDetails.newWeeklyNetPence',
  'payDetails.newWeeklyNetPenceHint',
  'payDetails.futureLossWeeks',
  'payDetails.futureLossWeeksHint',
  'payDetails.noticePayReceivedPence',
  'payDetails.noticePayReceivedPenceHint',
  'payDetails.otherPaymentsReceivedPence',
  'payDetails.otherPaymentsReceivedPenceHint',
  'payDetails.save',
  'payDetails.saving',
  'payDetails.saved',
  'payDetails.saveError',
  'payDetails.loading',
  'payDetails.loadError',
  ...(validationKeys as readonly `payDetails.validation.${keyof typeof payDetailsMessages}`[]),
  'form.errorSummaryTitle',
  'form.errorPrefix',
] as const;
