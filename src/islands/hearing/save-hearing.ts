/** Saves a change to the hearing record, based on the copy the screen shows (the per-field conflict rule). */
import type { HearingPatch } from '../../domain/hearing/schema';
import { call, client } from '../../stores/api';
import type { HearingKit, HearingRecord } from './hearing-kit';

export function saveHearing(kit: HearingKit, patch: Omit<HearingPatch, 'updatedAt'>): Promise<HearingRecord> {
  const updatedAt = kit.hearing.updatedAt ?? undefined;
  return call(
    client.api.cases[':caseId'].hearing.$patch({
      param: { caseId: kit.caseRecord.id },
      json: { ...patch, ...(updatedAt ? { updatedAt } : {}) },
    }),
  );
}
