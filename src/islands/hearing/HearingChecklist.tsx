/**
 * The day's checklist: each tick is saved at once, as its own field (a tick elsewhere never conflicts
 * with it). With no signal the tick is kept on the device and sent when the signal returns.
 */
import { useState } from 'react';
import { type ChecklistItem, checklistItems } from '../../domain/hearing/schema';
import { showToast } from '../../stores/toasts';
import type { HearingKit, HearingRecord } from './hearing-kit';
import type { HearingMessages } from './messages';
import { NEVER_SAVED, type QueuedEdit } from './offline/edit-queue';
import { isNoSignal } from './offline/send-edit';
import { saveHearing } from './save-hearing';

interface Props {
  kit: HearingKit;
  t: HearingMessages;
  onSaved: (hearing: HearingRecord) => void;
  onNoSignal: (edit: QueuedEdit) => Promise<void>;
}

export function HearingChecklist({ kit, t, onSaved, onNoSignal }: Props) {
  // Ticks show at once; until the save answers, the tick as pressed stands in for the saved one.
  const [pending, setPending] = useState<Partial<Record<ChecklistItem, boolean>>>({});
  async function tick(item: ChecklistItem, ticked: boolean) {
    setPending((now) => ({ ...now, [item]: ticked }));
    try {
      onSaved(await saveHearing(kit, { checklist: { [item]: ticked } }));
    } catch (error) {
      if (isNoSignal(error)) {
        await onNoSignal({ kind: 'tick', item, ticked, basedOn: kit.hearing.updatedAt ?? NEVER_SAVED }).catch(() =>
          showToast({ title: t['hearing.saveError'], variant: 'destructive' }),
        );
      } else showToast({ title: t['hearing.saveError'], variant: 'destructive' });
    } finally {
      setPending(({ [item]: _done, ...rest }) => rest);
    }
  }
  return (
    <section aria-labelledby="hearing-checklist-title">
      <h2 id="hearing-checklist-title">{t['hearing.checklist.title']}</h2>
      <ul className="hearing-checklist">
        {checklistItems.map((item) => (
          <li key={item} className="checkbox">
            <input
              type="checkbox"
              id={`hearing-check-${item}`}
              checked={pending[item] ?? kit.hearing.checklist[item]}
              onChange={(event) => void tick(item, event.target.checked)}
            />
            <label htmlFor={`hearing-check-${item}`}>{t[`hearing.checklist.${item}`]}</label>
          </li>
        ))}
      </ul>
    </section>
  );
}
