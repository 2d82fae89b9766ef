import { useEffect, useRef, useState } from 'react';

export interface Debounced<T> {
  /** The last value that stayed the same (by key) for the delay; undefined before the first. */
  value: T | undefined;
  /** True when `value` is the one passed now. */
  current: boolean;
}

/**
 * `value` once it has stayed the same for `delay` ms, compared by `key` (a string that stands
 * for it). Even the first value waits; a delay of 0 or less passes every value at once.
 * `onSettle` runs at the moment a value settles (before the re-render), for work that must
 * start right then.
 */
export function useDebouncedValue<T>(value: T, key: string, delay: number, onSettle?: (value: T) => void): Debounced<T> {
  const [settled, setSettled] = useState<{ key: string; value: T } | undefined>(undefined);
  const onSettleRef = useRef(onSettle);
  useEffect(() => {
    onSettleRef.current = onSettle;
  });
  useEffect(() => {
    if (delay <= 0) return undefined;
    const id = setTimeout(() => {
      onSettleRef.current?.(value);
      setSettled({ key, value });
    }, delay);
    return () => clearTimeout(id);
    // `key` stands for `value`: a new object with the same key is the same value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delay]);
  if (delay <= 0) return { value, current: true };
  return { value: settled?.value, current: settled?.key === key };
}
