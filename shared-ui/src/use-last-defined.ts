import { useState } from 'react';

/**
 * `value`, or the last value that was defined: a dialog keeps showing what it showed while its
 * closing transition runs, instead of collapsing to an empty box.
 */
export function useLastDefined<T>(value: T | undefined): T | undefined {
  const [last, setLast] = useState(value);
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}
