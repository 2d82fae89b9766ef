import { useCallback, useEffect, useRef, useState } from 'react';

export interface AsyncData<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  /** Runs the loader again. */
  reload(): void;
}

/** Runs `load` on mount and whenever `deps` change; keeps the latest answer only. */
export function useAsyncData<T>(load: () => Promise<T>, deps: ReadonlyArray<unknown> = []): AsyncData<T> {
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>({ loading: true });
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    loadRef.current().then(
      (data) => { if (current) setState({ data, loading: false }); },
      (error: unknown) => { if (current) setState({ error: error instanceof Error ? error : new Error(String(error)), loading: false }); },
    );
    return () => { current = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tick, ...deps]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
