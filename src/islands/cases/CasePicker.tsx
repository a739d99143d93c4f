/** The case selector of the case-file screens: '{claimant} v {employer}', the user's own cases only. */
import { useId } from 'react';
import type { CaseRecord } from '../../domain/case-record';
import { format } from '../../i18n/island-messages';

export const CASE_PICKER_MESSAGE_KEYS = [
  'caseFile.caseLabel',
  'caseFile.caseOption',
  'caseFile.unnamed',
  'caseFile.employer',
  'caseFile.loadCasesError',
  'caseFile.loadCasesErrorBody',
] as const;
type Key = (typeof CASE_PICKER_MESSAGE_KEYS)[number];

type Named = Pick<CaseRecord, 'claimantName' | 'employerName'>;

/** The two names of a case with fallbacks ('Unnamed', 'Employer') for a blank one, so every option reads as a case. */
export function caseNames(record: Named | null, t: Record<Key, string>): { claimant: string; employer: string } {
  return {
    claimant: record?.claimantName.trim() || t['caseFile.unnamed'],
    employer: record?.employerName.trim() || t['caseFile.employer'],
  };
}

/** '{claimant} v {employer}', as the selector and the exports name a case. */
export function caseTitle(record: Named | null, t: Record<Key, string>): string {
  return format(t['caseFile.caseOption'], caseNames(record, t));
}

interface Props {
  cases: readonly CaseRecord[];
  selectedId: string;
  onSelect(id: string): void;
  messages: Record<Key, string>;
}

export function CasePicker({ cases, selectedId, onSelect, messages: t }: Props) {
  const id = useId();
  return (
    <div className="case-picker">
      <label htmlFor={`${id}-case`}>{t['caseFile.caseLabel']}</label>
      <select id={`${id}-case`} value={selectedId} onChange={(event) => onSelect(event.target.value)}>
        {cases.map((c) => (
          <option key={c.id} value={c.id}>
            {caseTitle(c, t)}
          </option>
        ))}
      </select>
    </div>
  );
}
