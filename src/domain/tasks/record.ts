/** A dated task as the API sends it (GET /api/cases/:caseId/tasks …): the shape islands and the Worker share. */
import type { IsoDate } from '../calendar';
import type { TaskFromOrder } from './from-order';
import type { TaskKind, TaskSource, TaskStatus } from './kinds';
import type { TaskRule } from './rules';

export interface TaskRecord {
  id: string;
  caseId: string;
  source: TaskSource;
  /** What a computed or suggested task is (worded in the reader's language); null for the claimant's own. */
  kind: TaskKind | null;
  /** The claimant's words for their own task; null for the others. */
  title: string | null;
  dueDate: IsoDate;
  /** HH:MM in Europe/London, or null for the whole day. */
  dueTime: string | null;
  notes: string | null;
  /** For the claimant's own task added from a tribunal's order: the direction as the order gives it, worded in the reader's language; else null. */
  fromOrder: TaskFromOrder | null;
  status: TaskStatus;
  /** Why a computed or suggested task has its date; null for the claimant's own and for anchors. */
  rule: TaskRule | null;
  createdAt: string;
  updatedAt: string;
}

export type { TaskRule };
