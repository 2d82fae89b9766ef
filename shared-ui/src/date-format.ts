// Each formatter is made on first use: making one costs a page load several milliseconds
// (Intl's locale data), and this module loads with pages that show no date.
function lazyFormat(options: Intl.DateTimeFormatOptions): (d: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (d) => (format ??= new Intl.DateTimeFormat('en-US', options)).format(d);
}

const day = lazyFormat({ month: 'short', day: 'numeric', year: 'numeric' });
const time = lazyFormat({ hour: 'numeric', minute: '2-digit' });

/** "Mar 4, 2025" */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : day(d);
}

/** "3:05 PM" */
export function formatTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : time(d);
}

/** The text, or `fallback` when it is missing or blank. */
export function orFallback(value: string | null | undefined, fallback = 'Not found'): string {
  return value && value.trim() ? value : fallback;
}

const longDate = lazyFormat({ month: 'long', day: 'numeric', year: 'numeric' });

/** "March 4, 2025" (the created date "in long form") */
export function formatLongDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : longDate(d);
}
