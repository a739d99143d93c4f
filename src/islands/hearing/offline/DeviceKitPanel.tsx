/**
 * What this device keeps of the hearing day: whether the kit is kept, its size, when it was last
 * read from the server (a fixed instant, London time), the edits waiting for signal and what became
 * of those sent; "Remove from this device" and, after a removal, "Keep on this device".
 */
import { useMemo, useState } from 'react';
import { format, plural } from '../../../i18n/island-messages';
import type { HearingMessages } from '../messages';
import type { QueuedEdit, SyncReport } from './edit-queue';
import type { DeviceState } from './use-hearing-kit';

interface Props {
  device: DeviceState;
  t: HearingMessages;
  dateLocale: string;
  onRemove: () => Promise<void>;
  onKeep: () => Promise<void>;
}

/** 1.2 MB / 1,2 MB, in the screen's language (decimal units, as phones show storage). */
export function formatSize(bytes: number, dateLocale: string): string {
  const [unit, value] = bytes >= 1_000_000 ? ['megabyte', bytes / 1_000_000] : ['kilobyte', Math.max(bytes / 1000, 0.1)];
  return new Intl.NumberFormat(dateLocale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

export function DeviceKitPanel({ device, t, dateLocale, onRemove, onKeep }: Props) {
  const [busy, setBusy] = useState(false);
  const instant = useMemo(
    () => new Intl.DateTimeFormat(dateLocale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' }),
    [dateLocale],
  );
  const act = (work: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const savedAt = device.savedAt ? instant.format(new Date(device.savedAt)) : null;

  return (
    <section aria-labelledby="hearing-device-title" className="hearing-device" data-testid="hearing-device">
      <h2 id="hearing-device-title">{t['hearing.device.title']}</h2>
      {device.offline && savedAt && (
        <p className="banner banner-warning" role="status">
          {format(t['hearing.device.offline'], { instant: savedAt })}
        </p>
      )}
      {device.declined ? (
        <p>{t['hearing.device.notKept']}</p>
      ) : (
        <p data-testid="hearing-device-kept">
          {device.size === null
            ? t['hearing.device.kept']
            : format(t['hearing.device.keptSize'], { size: formatSize(device.size, dateLocale) })}{' '}
          {savedAt && format(t['hearing.device.savedAt'], { instant: savedAt })}
        </p>
      )}
      {device.waiting.length > 0 && (
        <p data-testid="hearing-device-waiting">{plural(t, 'hearing.device.waiting', device.waiting.length, dateLocale)}</p>
      )}
      {device.report && <SyncOutcome report={device.report} t={t} dateLocale={dateLocale} />}
      {device.declined ? (
        <button type="button" className="button button-secondary" disabled={busy} onClick={act(onKeep)}>
          {t['hearing.device.keep']}
        </button>
      ) : (
        <button type="button" className="button button-secondary" disabled={busy} onClick={act(onRemove)}>
          {t['hearing.device.remove']}
        </button>
      )}
    </section>
  );
}

function SyncOutcome({ report, t, dateLocale }: { report: SyncReport; t: HearingMessages; dateLocale: string }) {
  const what = (edit: QueuedEdit) =>
    edit.kind === 'tick'
      ? t[`hearing.checklist.${edit.item}`]
      : edit.kind === 'addQuestion'
        ? edit.input.text
        : t['hearing.device.deletedQuestion'];
  return (
    <div role="status" data-testid="hearing-device-report">
      {report.saved.length > 0 && <p>{plural(t, 'hearing.device.sent', report.saved.length, dateLocale)}</p>}
      {report.conflicts.length > 0 && (
        <>
          <p>{t['hearing.device.conflicts']}</p>
          <ul>
            {report.conflicts.map((edit) => (
              <li key={JSON.stringify(edit)}>{what(edit)}</li>
            ))}
          </ul>
        </>
      )}
      {report.refused.length > 0 && (
        <>
          <p>{t['hearing.device.refused']}</p>
          <ul>
            {report.refused.map((edit) => (
              <li key={JSON.stringify(edit)}>{what(edit)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
