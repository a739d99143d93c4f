/**
 * A read that follows its inputs: it runs when `key` changes (the case chosen, a parent's signal
 * that something changed elsewhere) and again on reload(). The effect depends on one request key
 * built from both, which it reads, so no counter sits unused in a dependency list and no lint rule
 * is silenced; the latest `load` is called, so its callbacks are never a reason to read again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type ReloadKey = readonly (string | number | boolean | null)[];

/** The inputs and the reload count as one comparable value; null when there is nothing to read yet. */
export function requestKeyOf(key: ReloadKey | null, reloads: number): string | null {
  return key === null ? null : JSON.stringify([...key, reloads]);
}

/**
 * `load` is told whether its answer is still wanted (`isCurrent()` is false once the inputs have
 * changed or the screen has gone); it handles its own failures. A null key reads nothing.
 */
export function useReload(key: ReloadKey | null, load: (isCurrent: () => boolean) => void): () => void {
  const [reloads, setReloads] = useState(0);
  const latest = useRef(load);
  // Declared before the read below, so it runs first in the same commit.
  useEffect(() => {
    latest.current = load;
  });
  const request = requestKeyOf(key, reloads);
  useEffect(() => {
    if (request === null) return;
    let current = true;
    latest.current(() => current);
    return () => {
      current = false;
    };
  }, [request]);
  return useCallback(() => setReloads((n) => n + 1), []);
}
