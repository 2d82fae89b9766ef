// The page a visitor (or a crawler) gets with 503 when a server-rendered page could not be
// rendered (the API or the public remote failed or was too slow): plain HTML, no script, a link
// to try again, never indexed.
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const UNAVAILABLE_TITLE = 'This page is not available right now';

/** The 503 page for `url` (path and query of the page asked for). */
export function unavailablePage(url) {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${UNAVAILABLE_TITLE} | LeaseMarket</title>` +
    '<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1a2027}a{color:#1565c0}</style>' +
    `</head><body><main><h1>${UNAVAILABLE_TITLE}</h1>` +
    '<p>LeaseMarket is taking too long to answer. Please try again in a minute.</p>' +
    `<p><a href="${escapeHtml(url)}">Try again</a></p></main></body></html>`
  );
}
