/**
 * The hearing day screen's data, with or without signal. Signed in and online: edits made with no
 * signal are sent first (./edit-queue's rule), then the kit is read from the API and kept on the
 * device with the instant it was read. With no signal (the API unreachable, which the session check
 * reports as signed out), the kit kept here opens as last read, with the edits still waiting laid
 * over it. When the signal returns, the waiting edits are sent and the kit read again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { KIT_DECLINED_KEY, wipeDeviceData } from '../../../stores/device-data';
import { $session, knownSession, loadSession } from '../../../stores/session';
import { type CaseItem, type HearingKit, loadCases, loadKit } from '../hearing-kit';
import { dropSent, keepKit, keptSize, queueEdit, readBundle, readKit, readQueue, type StoredBundle } from './device-store';
import { type QueuedEdit, type SyncReport, sendQueue, withQueuedEdits } from './edit-queue';
import { isNoSignal, sendEdit } from './send-edit';

/** How often the screen showing the device's copy tries the API again. */
const RETRY_MS = 10_000;

/**
 * How long the screen waits for the API before it opens the device's copy. A phone with bars but no
 * data (a tribunal's basement, a crowded waiting room) does not fail a request at once as flight mode
 * does: the request waits, and without a limit the kit would not open until the browser gives up.
 */
export const SLOW_SIGNAL_MS = 5_000;

const SLOW = Symbol('slow');

/** The work's answer, or SLOW when none has come within `ms` (the work goes on; its failure is handled by whoever awaits it). */
function within<T>(work: Promise<T>, ms: number): Promise<T | typeof SLOW> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<typeof SLOW>((resolve) => {
    timer = setTimeout(() => resolve(SLOW), ms);
  });
  return Promise.race([work, slow]).finally(() => clearTimeout(timer));
}

/**
 * One reading of the server at a time: a retry while a slow reading is still on its way joins it, so
 * the edits waiting on the device are never sent twice (the second would meet its own first as a
 * newer copy and report a conflict that is none).
 */
let reading: Promise<KitState> | null = null;
function readServer(caseId: string | null, previous: SyncReport | null): Promise<KitState> {
  reading ??= fromServer(caseId, previous).finally(() => {
    reading = null;
  });
  return reading;
}

export interface DeviceState {
  /** No signal: the screen shows the kit as kept on this device. */
  offline: boolean;
  /** The claimant removed the kit and keeps none on this device. */
  declined: boolean;
  /** When the kit was last read from the server (ISO instant); null before it was first kept. */
  savedAt: string | null;
  /** Bytes the kit takes on this device; null while unknown. */
  size: number | null;
  waiting: QueuedEdit[];
  bundle: StoredBundle | null;
  /** What happened to the edits sent when the signal returned (shown until the next sending). */
  report: SyncReport | null;
}

export type KitState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'noCases' }
  | { status: 'signedOut' }
  | { status: 'ready'; cases: CaseItem[]; kit: HearingKit; device: DeviceState };

function declined(): boolean {
  try {
    return localStorage.getItem(KIT_DECLINED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Anything the device store cannot do (storage blocked, private mode) leaves the screen as it was online. */
const quietly = <T>(work: Promise<T>): Promise<T | undefined> => work.catch(() => undefined);

/** Whether the API answers at all: a signed-out answer is an answer; a failed fetch is no signal. */
async function reachable(): Promise<boolean> {
  try {
    await fetch('/api/auth/get-session', {
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(SLOW_SIGNAL_MS),
    });
    return true;
  } catch {
    return false;
  }
}

async function fromDevice(caseId: string | null): Promise<KitState | null> {
  const stored = await quietly(readKit(caseId));
  if (!stored) return null;
  const [waiting, bundle, size] = await Promise.all([
    quietly(readQueue(stored.caseId)),
    quietly(readBundle(stored.caseId)),
    quietly(keptSize(stored.caseId)),
  ]);
  return {
    status: 'ready',
    cases: stored.cases,
    kit: withQueuedEdits(stored.kit, waiting ?? []),
    device: {
      offline: true,
      declined: false,
      savedAt: stored.savedAt,
      size: size ?? null,
      waiting: waiting ?? [],
      bundle: bundle ?? null,
      report: null,
    },
  };
}

/** Sends a case's waiting edits; the report says what became of each (null: nothing was waiting). */
async function sendWaiting(caseId: string): Promise<SyncReport | null> {
  const queue = (await quietly(readQueue(caseId))) ?? [];
  if (queue.length === 0) return null;
  const report = await sendQueue(queue, (edit) => sendEdit(caseId, edit));
  await quietly(dropSent(caseId, [...report.saved, ...report.conflicts, ...report.refused]));
  return report;
}

async function fromServer(caseId: string | null, previous: SyncReport | null): Promise<KitState> {
  const cases = await loadCases();
  const chosen = cases.find((item) => item.id === caseId) ?? cases[0];
  if (!chosen) return { status: 'noCases' };
  const report = (await sendWaiting(chosen.id)) ?? previous;
  const kit = await loadKit(chosen);
  const savedAt = new Date().toISOString();
  const keep = !declined();
  if (keep) await quietly(keepKit(kit, cases, savedAt));
  const [waiting, bundle, size] = await Promise.all([
    quietly(readQueue(chosen.id)),
    quietly(readBundle(chosen.id)),
    keep ? quietly(keptSize(chosen.id)) : Promise.resolve(undefined),
  ]);
  return {
    status: 'ready',
    cases,
    kit: withQueuedEdits(kit, waiting ?? []),
    device: {
      offline: false,
      declined: !keep,
      savedAt: keep ? savedAt : null,
      size: size ?? null,
      waiting: waiting ?? [],
      bundle: bundle ?? null,
      report,
    },
  };
}

export function useHearingKit() {
  const [state, setState] = useState<KitState>({ status: 'loading' });
  const current = useRef(state);
  current.current = state;

  const load = useCallback(async (caseId: string | null) => {
    const report = current.current.status === 'ready' ? current.current.device.report : null;
    const work = readServer(caseId, report);
    try {
      const answer = await within(work, SLOW_SIGNAL_MS);
      if (answer === SLOW) {
        // No answer yet: the device's copy now (the retry reads the server again while it shows),
        // or, with none kept here, the server's answer whenever it comes.
        const shown = current.current;
        const kept = shown.status === 'ready' && shown.device.offline ? shown : await fromDevice(caseId);
        setState(kept ?? (await work));
        return;
      }
      setState(answer);
      // Opened with no signal, the header showed 'Sign In': the API answers again, so it asks again.
      if ($session.get().status !== 'signedIn') void loadSession();
    } catch (error) {
      const kept = isNoSignal(error) ? await fromDevice(caseId) : null;
      setState(kept ?? { status: 'failed' });
    }
  }, []);

  useEffect(() => {
    void (async () => {
      const linked = new URLSearchParams(window.location.search).get('case');
      const asked = knownSession();
      const first = await within(asked, SLOW_SIGNAL_MS);
      if (first === SLOW) {
        // The session check has not answered: a kit kept here opens now, the retry reads on.
        const kept = await fromDevice(linked);
        if (kept) return setState(kept);
      }
      const session = first === SLOW ? await asked : first;
      if (session.status === 'signedIn') return load(linked);
      // The session check fails with no signal as if signed out: a kit kept here still opens.
      const kept = (await reachable()) ? null : await fromDevice(linked);
      setState(kept ?? { status: 'signedOut' });
    })();
  }, [load]);

  // The signal may be back: send what waited, then read the kit again. Browsers announce 'online'
  // only when the device's own connection changes (a phone with full bars and no data says nothing),
  // so while the screen shows the device's copy it also tries again every little while.
  const offline = state.status === 'ready' && state.device.offline;
  useEffect(() => {
    const back = () => {
      const now = current.current;
      if (now.status === 'ready') void load(now.kit.caseRecord.id);
    };
    window.addEventListener('online', back);
    const retry = offline ? window.setInterval(back, RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', back);
      window.clearInterval(retry);
    };
  }, [load, offline]);

  /** The kit changed on screen (a save answered): the device's copy follows, read at this instant. */
  const update = useCallback((next: Partial<HearingKit>) => {
    const now = current.current;
    if (now.status !== 'ready') return;
    const kit = { ...now.kit, ...next };
    setState({ ...now, kit });
    if (now.device.offline || now.device.declined) return;
    const savedAt = new Date().toISOString();
    void quietly(keepKit(kit, now.cases, savedAt)).then(() =>
      setState((later) => (later.status === 'ready' ? { ...later, device: { ...later.device, savedAt } } : later)),
    );
  }, []);

  /** An edit made with no signal: kept on the device, shown at once, sent when the signal returns. */
  const queue = useCallback(async (edit: QueuedEdit) => {
    const now = current.current;
    if (now.status !== 'ready') return;
    const waiting = await queueEdit(now.kit.caseRecord.id, edit);
    const size = await quietly(keptSize(now.kit.caseRecord.id));
    setState((later) =>
      later.status === 'ready'
        ? {
            ...later,
            kit: withQueuedEdits(later.kit, [edit]),
            device: { ...later.device, offline: true, waiting, size: size ?? later.device.size },
          }
        : later,
    );
  }, []);

  /** "Remove from this device": everything the kit kept goes, and no kit is kept until asked again. */
  const remove = useCallback(async () => {
    await wipeDeviceData();
    try {
      localStorage.setItem(KIT_DECLINED_KEY, '1');
    } catch {
      // Storage blocked: nothing will be kept without it either way.
    }
    setState((later) =>
      later.status === 'ready'
        ? { ...later, device: { ...later.device, declined: true, savedAt: null, size: null, waiting: [], bundle: null } }
        : later,
    );
  }, []);

  /** "Keep on this device" after a removal. */
  const keep = useCallback(async () => {
    try {
      localStorage.removeItem(KIT_DECLINED_KEY);
    } catch {
      // Storage blocked: the kit is kept for this visit.
    }
    const now = current.current;
    if (now.status === 'ready') await load(now.kit.caseRecord.id);
  }, [load]);

  return { state, load, update, queue, remove, keep };
}
