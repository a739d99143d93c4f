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

  it('shows one toast per cause: the same error again replaces the one on screen', () => {
    showToast({ title: 'Error', description: 'Failed to save case. Please try again.', variant: 'destructive' });
    showToast({ title: 'Error', description: 'Failed to save case. Please try again.', variant: 'destructive' });
    showToast({ title: 'Error', description: 'Failed to save case. Please try again.', variant: 'destructive' });
    expect($toasts.get()).toHaveLength(1);
    showToast({ title: 'Error', description: 'Your other dates could not be loaded.', variant: 'destructive' });
    expect($toasts.get()).toHaveLength(2);
  });

  it('restarts the timer of a repeated success toast', () => {
    showToast({ title: 'Case saved' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1000);
    showToast({ title: 'Case saved' });
    vi.advanceTimersByTime(2000);
    expect($toasts.get().map((t) => t.title)).toEqual(['Case saved']);
  });

  it('clears an action’s earlier errors when the same action succeeds, and leaves other errors', () => {
    showToast({
      title: 'Upload failed',
      description: 'scan.pdf is not really a PDF',
      variant: 'destructive',
      action: 'bundle-upload',
    });
    showToast({ title: 'Error', description: 'Your other dates could not be loaded.', variant: 'destructive' });
    showToast({ title: 'File uploaded', variant: 'success', action: 'bundle-upload' });
    expect($toasts.get().map((t) => t.title)).toEqual(['Error', 'File uploaded']);
    // A success of another action clears nothing.
    showToast({ title: 'Save failed', variant: 'destructive', action: 'case-save' });
    showToast({ title: 'File uploaded again', variant: 'success', action: 'bundle-upload' });
    expect($toasts.get().map((t) => t.title)).toContain('Save failed');
  });
});
