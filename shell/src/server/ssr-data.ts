import type { DehydratedState } from '@tanstack/react-query';
import type { ShellConfig } from '../config';

/** Id of the `<script type="application/json">` that carries a server-rendered page's data. */
export const SSR_DATA_ID = '__SSR_DATA__';

/** What the server hands the browser with a rendered page (a data block, allowed by the CSP). */
export interface SsrData {
  config: ShellConfig;
  siteOrigin: string;
  /** The query cache the page was rendered from. */
  queries: DehydratedState;
}

/** JSON that is safe inside a <script> element (no `</script>`, no `<!--`). */
export function serializeSsrData(data: SsrData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The data of a server-rendered page, or undefined (the empty shell HTML: render in the browser). */
export function readSsrData(doc: Document = document): SsrData | undefined {
  const element = doc.getElementById(SSR_DATA_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as SsrData;
  } catch {
    return undefined;
  }
}
