import { SSR_DATA_ID } from './ssr-data';

export interface RenderedParts {
  /** React's output: hoisted head elements (title, meta, link) first, then the app. */
  html: string;
  /** serializeSsrData() of the page's data. */
  data: string;
  /** The page's <style> elements (server-styles.ts), last in the head. */
  styles?: string;
}

// A run of the hoistable elements React writes before the app when it renders a part of the page.
const HOISTABLE = /^(?:<title(?:\s[^>]*)?>[^<]*<\/title>|<meta\s[^>]*\/?>|<link\s[^>]*\/?>)/;

/** Splits React's output into the hoisted head elements and the app's markup. */
export function splitHoisted(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (let match = HOISTABLE.exec(rest); match; match = HOISTABLE.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/**
 * The shell's index.html with a rendered page in it: the page's head elements replace the
 * template's default title and description, its styles end the head, the app goes into #root
 * and the data after it.
 */
export function fillTemplate(template: string, { html, data, styles = '' }: RenderedParts): string {
  const { head, body } = splitHoisted(html);
  let page = template;
  if (/<title[\s>]/.test(head)) page = page.replace(/<title>[\s\S]*?<\/title>\s*/, '');
  if (/<meta\s[^>]*name="description"/.test(head)) page = page.replace(/<meta\s[^>]*name="description"[^>]*>\s*/, '');
  page = page.replace('</head>', () => `${head}${styles}</head>`);
  // The page reads without JavaScript: the noscript notice is for pages that need it.
  page = page.replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  return page.replace(
    '<div id="root"></div>',
    () => `<div id="root">${body}</div><script type="application/json" id="${SSR_DATA_ID}">${data}</script>`,
  );
}
