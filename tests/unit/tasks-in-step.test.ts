/**
 * tasksInStep decides whether the task sync may skip its write batch: it must answer "in step"
 * only when the batch's SQL would change no row (the upsert's WHERE compares date, time and rule by
 * (kind, subject); the prune deletes computed and suggested tasks of the followed kinds not kept).
 */
import { describe, expect, it } from 'vitest';
import { type StoredTask, tasksInStep, type UpsertedTask } from '../../src/domain/tasks/in-step';
import type { TaskRule } from '../../src/domain/tasks/record';

// A preparation window's rule: the smallest kind of rule, and compared as its JSON like any other.
const rule: TaskRule = { type: 'preparation', from: 4, to: 2, unit: 'week', start: '2027-01-01' };
const task: UpsertedTask = { source: 'computed', kind: 'presentBy', dueDate: '2027-01-29', rule, status: 'open' };
const row: StoredTask = {
  source: 'computed',
  kind: 'presentBy',
  subject: '',
  dueDate: '2027-01-29',
  dueTime: null,
  ruleJson: JSON.stringify(rule),
};
const prune = { followed: ['acasStartBy', 'presentBy', 'et3Response'], kept: ['presentBy|'] };

describe('tasksInStep', () => {
  it('is in step when every upsert finds its row unchanged and nothing is to be pruned', () => {
    expect(tasksInStep([row], [task], prune)).toBe(true);
    expect(tasksInStep([row, { ...row, source: 'own', kind: 'presentBy', subject: 'x' }], [task], prune)).toBe(true);
  });

  it('is out of step for a missing row, another date, time or rule, or another subject', () => {
    expect(tasksInStep([], [task], prune)).toBe(false);
    expect(tasksInStep([{ ...row, dueDate: '2027-01-30' }], [task], prune)).toBe(false);
    expect(tasksInStep([{ ...row, dueTime: '16:00' }], [task], prune)).toBe(false);
    expect(tasksInStep([{ ...row, ruleJson: null }], [task], prune)).toBe(false);
    expect(tasksInStep([{ ...row, subject: 'event-1' }], [task], prune)).toBe(false);
  });

  it('is out of step when the prune would delete a computed or suggested task of a followed kind', () => {
    const stale: StoredTask = { ...row, kind: 'et3Response', dueDate: '2026-12-20' };
    expect(tasksInStep([row, stale], [task], prune)).toBe(false);
    expect(tasksInStep([row, { ...stale, source: 'suggested' }], [task], prune)).toBe(false);
    // Not the prune's: a claimant's own task, or a kind it does not follow (a judgment's date).
    expect(tasksInStep([row, { ...stale, source: 'own' }], [task], prune)).toBe(true);
    expect(tasksInStep([row, { ...stale, kind: 'judgmentSent' }], [task], prune)).toBe(true);
  });
});
