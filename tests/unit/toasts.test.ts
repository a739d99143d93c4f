import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, MAX_TOASTS, showToast, TOAST_DURATION_MS } from '../../src/stores/toasts';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    for (const toast of $toasts.get()) dismissToast(toast.id);
  });
  afterEach(() => vi.useRealTimers());

  it('queues a toast with title, description and variant', () => {
    showToast({ title: 'Case saved', description: 'Your case information has been saved successfully.' });
    expect($toasts.get()).toMatchObject([
      { title: 'Case saved', description: 'Your case information has been saved successfully.', variant: 'default' },
    ]);
  });

  it('removes a normal toast after its duration, but keeps a destructive one until dismissed', () => {
    showToast({ title: 'Progress saved' });
    const error = showToast({ title: 'Validation Error', description: 'Claimant name is required', variant: 'destructive' });
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect($toasts.get().map((t) => t.title)).toEqual(['Validation Error']);
    dismissToast(error);
    expect($toasts.get()).toEqual([]);
  });

  it(`keeps only the newest ${MAX_TOASTS}`, () => {
    for (let i = 1; i <= MAX_TOASTS + 2; i++) showToast({ title: `Toast ${i}`, variant: 'destructive' });
    expect($toasts.get().map((t) => t.title)).toEqual(['Toast 3', 'Toast 4', 'Toast 5']);
  });
});
