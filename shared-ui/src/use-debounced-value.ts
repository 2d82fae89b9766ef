import { useEffect, useRef, useState } from 'react';

export interface Debounced<T> {
  /** The last value that stayed the same (by key) for the delay; undefined before the first. */
  value: T | undefined;
  /** True when `value` is the one passed now. */
  current: boolean;
}

export interface DebounceOptions<T> {
  /**
   * A string that stands for the value: a new object with the same key is the same value.
   * Default: the value as JSON.
   */
  key?: string;
  /** Pass the first value at once instead of waiting (a list's first load); later values wait. */
  leading?: boolean;
  /** Runs at the moment a value settles (before the re-render), for work that must start right then. */
  onSettle?(value: T): void;
}

/**
 * `value` once it has stayed the same (compared by `options.key`) for `delay` ms. The first
 * value waits too unless `leading`; a delay of 0 or less passes every value at once.
 *
 *   const search = useDebouncedValue(text.trim(), 500, { leading: true }).value;
 */
export function useDebouncedValue<T>(
  value: T,
  delay: number,
  options: DebounceOptions<T> & { leading: true },
): Debounced<T> & { value: T };
export function useDebouncedValue<T>(value: T, delay: number, options?: DebounceOptions<T>): Debounced<T>;
export function useDebouncedValue<T>(value: T, delay: number, options: DebounceOptions<T> = {}): Debounced<T> {
  const key = options.key ?? JSON.stringify(value) ?? String(value);
  const [settled, setSettled] = useState<{ key: string; value: T } | undefined>(() =>
    options.leading ? { key, value } : undefined,
  );
  const onSettleRef = useRef(options.onSettle);
  const settledKey = useRef(settled?.key);
  useEffect(() => {
    onSettleRef.current = options.onSettle;
  });
  useEffect(() => {
    // Back to the value already settled (or the leading one): nothing to wait for.
    if (delay <= 0 || settledKey.current === key) return undefined;
    const id = setTimeout(() => {
      settledKey.current = key;
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
