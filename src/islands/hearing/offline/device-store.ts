/**
 * The hearing day kit on this device, in IndexedDB (through idb): per case, the kit as last read from
 * the server and the instant it was read, the edits made with no signal (./edit-queue), and the
 * bundle PDF the claimant kept from the bundle screen. Only this code writes it; the service worker
 * caches no API answer. Removed whole by wipeDeviceData (src/stores/device-data).
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { KIT_DATABASE } from '../../../stores/device-data';
import type { CaseItem, HearingKit } from '../hearing-kit';
import { enqueue, type QueuedEdit } from './edit-queue';

export interface StoredKit {
  caseId: string;
  kit: HearingKit;
  /** The cases the claimant can choose between (their names and ids), as last read. */
  cases: CaseItem[];
  /** When the kit was last read from the server: an instant (ISO 8601), shown as it is, not as "x ago". */
  savedAt: string;
}

export interface StoredBundle {
  caseId: string;
  /** The bundle's PDF, or each of its volumes in order. */
  files: { fileName: string; pdf: Blob }[];
  keptAt: string;
}

interface KitSchema extends DBSchema {
  kits: { key: string; value: StoredKit };
  queues: { key: string; value: { caseId: string; edits: QueuedEdit[] } };
  bundles: { key: string; value: StoredBundle };
}

let opened: Promise<IDBPDatabase<KitSchema>> | null = null;

function database(): Promise<IDBPDatabase<KitSchema>> {
  opened ??= openDB<KitSchema>(KIT_DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore('kits', { keyPath: 'caseId' });
      db.createObjectStore('queues', { keyPath: 'caseId' });
      db.createObjectStore('bundles', { keyPath: 'caseId' });
    },
    // Signing out (here or in another tab) deletes the database: let it, and open afresh if needed.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opened = null;
    },
    terminated() {
      opened = null;
    },
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

export async function keepKit(kit: HearingKit, cases: CaseItem[], savedAt: string): Promise<void> {
  await (await database()).put('kits', { caseId: kit.caseRecord.id, kit, cases, savedAt });
}

/** The kit of a case, or (no case named, or none kept for it) the one kept most recently. */
export async function readKit(caseId: string | null): Promise<StoredKit | undefined> {
  const db = await database();
  const named = caseId ? await db.get('kits', caseId) : undefined;
  if (named) return named;
  const all = await db.getAll('kits');
  return all.sort((a, b) => b.savedAt.localeCompare(a.savedAt))[0];
}

export async function readQueue(caseId: string): Promise<QueuedEdit[]> {
  return (await (await database()).get('queues', caseId))?.edits ?? [];
}

/** Adds an edit to a case's queue, read and written in one transaction (two tabs cannot lose one). */
export async function queueEdit(caseId: string, edit: QueuedEdit): Promise<QueuedEdit[]> {
  const tx = (await database()).transaction('queues', 'readwrite');
  const edits = enqueue((await tx.store.get(caseId))?.edits ?? [], edit);
  await Promise.all([tx.store.put({ caseId, edits }), tx.done]);
  return edits;
}

/** Takes sent edits off the front of the queue: those the sender saw there and has dealt with. */
export async function dropSent(caseId: string, sent: readonly QueuedEdit[]): Promise<void> {
  const tx = (await database()).transaction('queues', 'readwrite');
  const edits = ((await tx.store.get(caseId))?.edits ?? []).filter(
    (edit) => !sent.some((done) => JSON.stringify(done) === JSON.stringify(edit)),
  );
  await Promise.all([tx.store.put({ caseId, edits }), tx.done]);
}

export async function keepBundle(bundle: StoredBundle): Promise<void> {
  await (await database()).put('bundles', bundle);
}

export async function readBundle(caseId: string): Promise<StoredBundle | undefined> {
  return (await database()).get('bundles', caseId);
}

/** What the kit of a case takes on this device, in bytes: its data as stored, its queue and its PDF. */
export async function keptSize(caseId: string): Promise<number> {
  const db = await database();
  const [kit, queue, bundle] = await Promise.all([db.get('kits', caseId), db.get('queues', caseId), db.get('bundles', caseId)]);
  const text = JSON.stringify([kit ?? null, queue ?? null]);
  return new Blob([text]).size + (bundle?.files ?? []).reduce((sum, file) => sum + file.pdf.size, 0);
}
