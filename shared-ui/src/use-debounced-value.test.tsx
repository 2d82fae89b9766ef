import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue, type DebounceOptions } from './use-debounced-value';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

function setup<T>(first: T, delay: number, options?: DebounceOptions<T>) {
  return renderHook(({ value }: { value: T }) => useDebouncedValue(value, delay, options), {
    initialProps: { value: first },
  });
}

describe('useDebouncedValue', () => {
  it('passes a value once it stayed the same for the delay; the first one waits too', () => {
    const { result, rerender } = setup('a', 300);
    expect(result.current).toEqual({ value: undefined, current: false });
    act(() => jest.advanceTimersByTime(299));
    expect(result.current.value).toBeUndefined();
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toEqual({ value: 'a', current: true });

    rerender({ value: 'ab' });
    expect(result.current).toEqual({ value: 'a', current: false });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'abc' });
    act(() => jest.advanceTimersByTime(200));
    // Typing went on: still the old value.
    expect(result.current).toEqual({ value: 'a', current: false });
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toEqual({ value: 'abc', current: true });
  });

  it('leading: the first value at once, later ones after the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500, { leading: true }), {
      initialProps: { value: '' },
    });
    expect(result.current).toEqual({ value: '', current: true });
    rerender({ value: 'vera' });
    expect(result.current).toEqual({ value: '', current: false });
    act(() => jest.advanceTimersByTime(500));
    expect(result.current).toEqual({ value: 'vera', current: true });
    // Back to what is settled: current at once, no wait.
    rerender({ value: 'ver' });
    rerender({ value: 'vera' });
    expect(result.current).toEqual({ value: 'vera', current: true });
  });

  it('compares by key, and calls onSettle when a value settles', () => {
    const onSettle = jest.fn();
    const { result, rerender } = setup<{ make: string }>({ make: 'Kia' }, 300, { key: 'Kia', onSettle });
    act(() => jest.advanceTimersByTime(300));
    expect(onSettle).toHaveBeenCalledWith({ make: 'Kia' });
    const settled = result.current.value;
    // Another object with the same key is the same value: nothing restarts.
    rerender({ value: { make: 'Kia' } });
    expect(result.current).toEqual({ value: settled, current: true });
    act(() => jest.advanceTimersByTime(300));
    expect(onSettle).toHaveBeenCalledTimes(1);
  });

  it('passes every value at once with a delay of 0', () => {
    const { result, rerender } = setup('a', 0);
    expect(result.current).toEqual({ value: 'a', current: true });
    rerender({ value: 'b' });
    expect(result.current).toEqual({ value: 'b', current: true });
  });
});
