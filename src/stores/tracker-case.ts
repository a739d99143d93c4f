/**
 * The case open on /tracker, shared from the tracker's screen to the ET1 panel (an island of its
 * own in a section the page draws, so /tracker#et1-answers lands on it): the saved case and its
 * dated events. null until the screen has loaded the cases.
 */
import { atom } from 'nanostores';
import type { CaseEventRecord } from '../domain/case-events';
import type { CaseRecord } from '../domain/case-record';

export interface TrackerCase {
  /** The saved case, or null while a new one is being written. */
  caseRecord: CaseRecord | null;
  events: readonly CaseEventRecord[];
}

export const $trackerCase = atom<TrackerCase | null>(null);
