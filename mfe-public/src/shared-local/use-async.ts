import { useCallback, useEffect, useRef, useState } from 'react';

export interface AsyncState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Runs the loader again for the same key. */
  reload: () => void;
}

interface Settled<T> { key: string; data?: T; error?: unknown }

/**
 * Loads data for `key` (null: nothing to load) after `delay` ms, cancelling the previous
 * request when the key changes. Data fetching stays outside the components that render it.
 */
export function useAsync<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, delay = 0): AsyncState<T> {
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  const [settled, setSettled] = useState<Settled<T> | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loader.current(controller.signal).then(
        (data) => { if (!controller.signal.aborted) setSettled({ key, data }); },
        (error: unknown) => { if (!controller.signal.aborted) setSettled({ key, error: error ?? new Error('failed') }); },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, delay, attempt]);

  const reload = useCallback(() => {
    setSettled(undefined);
    setAttempt((n) => n + 1);
  }, []);

  const current = settled && settled.key === key ? settled : undefined;
  return {
    data: current?.data,
    error: current?.error,
    loading: key !== null && !current,
    reload,
  };
}
