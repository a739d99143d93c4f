/**
 * The case-law sync's result in the reader's language. The Worker reports each source's run in
 * English ('GOV.UK: 3 new decisions.', an HTTP error); the admin screen says it in its own words,
 * from what the result is (source, success, count), with counts through Intl.PluralRules. Only an
 * unexpected failure keeps the Worker's text, as a technical detail marked as English.
 */
import { format, plural } from '../../i18n/island-messages';

export const SYNC_RESULT_MESSAGE_KEYS = [
  'sync.result.added.one',
  'sync.result.added.other',
  'sync.result.sections.one',
  'sync.result.sections.other',
  'sync.result.bailii',
  'sync.result.licence',
  'sync.result.failed',
  'sync.result.detail',
  'sync.completeCount.one',
  'sync.completeCount.other',
] as const;

export interface SyncLine {
  source: string;
  success: boolean;
  /** Our words for the result. */
  text: string;
  /** The Worker's own (English) message, only for a failure we have no words for. */
  detail?: string;
}

/**
 * One source's result. `message` is the Worker's text (or the run's recorded error); it is read
 * only to recognise the missing Find Case Law licence, whose fix names a setting.
 */
export function syncLine(
  t: Record<string, string>,
  pluralLocale: string,
  run: { source: string; success: boolean; count: number; message: string | null },
): SyncLine {
  const source = t[`sync.source.${run.source}`] ?? run.source;
  const base = { source: run.source, success: run.success };
  if (run.success) {
    const kind = run.source === 'legislation' ? 'sync.result.sections' : 'sync.result.added';
    return { ...base, text: plural(t, kind, run.count, pluralLocale, { source }) };
  }
  if (run.source === 'bailii') return { ...base, text: t['sync.result.bailii'] ?? '' };
  if (run.source === 'national-archives' && /TNA_LICENCE_REFERENCE/.test(run.message ?? ''))
    return { ...base, text: t['sync.result.licence'] ?? '' };
  return {
    ...base,
    text: format(t['sync.result.failed'] ?? '', { source }),
    ...(run.message ? { detail: run.message } : {}),
  };
}
