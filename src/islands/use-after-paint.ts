import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted a frame with `ready` true, then true for good. A screen draws
 * what the reader came for first (the tracker's deadline card) and what follows it, with its own
 * requests and rendering, once that has been painted: on a slow phone the card is not held back by
 * panels further down. A frame callback runs just before the paint; a task queued from it runs after.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // A transition: React draws the rest in slices between which the page can answer the reader,
      // not in one long task.
      task = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (task !== undefined) clearTimeout(task);
    };
  }, [ready, painted]);
  return painted;
}
