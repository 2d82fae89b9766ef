import { describe, expect, it } from '@jest/globals';
import { fillTemplate, splitHoisted } from './html-page';
import { readSsrData, serializeSsrData, SSR_DATA_ID, type SsrData } from './ssr-data';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><meta name="description" content="Default"/>' +
  '<title>Default title</title><script defer src="/main.js"></script></head><body><noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>';

describe('splitHoisted', () => {
  it('takes the title, meta and link elements React writes first, and leaves the app', () => {
    const html =
      '<title>Deals | LeaseMarket</title><meta name="description" content="d"/><link rel="canonical" href="https://x/"/><style data-emotion="css a">.a{}</style><div>app <title>not hoisted</title></div>';
    expect(splitHoisted(html)).toEqual({
      head: '<title>Deals | LeaseMarket</title><meta name="description" content="d"/><link rel="canonical" href="https://x/"/>',
      body: '<style data-emotion="css a">.a{}</style><div>app <title>not hoisted</title></div>',
    });
  });
});

describe('fillTemplate', () => {
  it('puts the page head in place of the defaults, the app in #root and the data after it', () => {
    const page = fillTemplate(TEMPLATE, {
      html: '<title>Deals</title><meta name="description" content="Mine"/><div>cards</div>',
      data: '{"a":1}',
    });
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>Deals</title><meta name="description" content="Mine"/></head>');
    expect(page).not.toContain('Default');
    expect(page).toContain(
      `<div id="root"><div>cards</div></div><script type="application/json" id="${SSR_DATA_ID}">{"a":1}</script>`,
    );
    // The page reads without JavaScript: no "needs JavaScript" notice.
    expect(page).not.toContain('<noscript>');
    expect(page).toContain('<script defer src="/main.js"></script>');
  });

  it("ends the head with the page's styles, after its own head elements", () => {
    const page = fillTemplate(TEMPLATE, {
      html: '<title>Deals</title><div class="css-a1">x</div>',
      data: '{}',
      styles: '<style data-emotion="css a1">.css-a1{color:red}</style>',
    });
    expect(page).toContain(
      '<title>Deals</title><style data-emotion="css a1">.css-a1{color:red}</style></head><body><div id="root"><div class="css-a1">x</div></div>',
    );
  });

  it('keeps the default title and description when the page sets none', () => {
    const page = fillTemplate(TEMPLATE, { html: '<div>x</div>', data: '{}' });
    expect(page).toContain('<title>Default title</title>');
    expect(page).toContain('content="Default"');
  });

  it('inserts markup with `$` patterns literally', () => {
    const page = fillTemplate(TEMPLATE, { html: "<p>$949 $& $'</p>", data: '{}' });
    expect(page).toContain('<div id="root"><p>$949 $& $\'</p></div>');
  });
});

describe('the page data block', () => {
  const data: SsrData = {
    config: {
      apiBaseUrl: '',
      storageBaseUrl: '/uploads/',
      remotes: { public: 'p', dealer: 'd', admin: 'a', billing: 'b' },
    },
    siteOrigin: 'https://site.example',
    queries: { mutations: [], queries: [] },
  };

  it('cannot close its script element, and reads back the same', () => {
    const evil = { ...data, siteOrigin: '</script><script>alert(1)</script>' };
    const text = serializeSsrData(evil);
    expect(text).not.toContain('</script>');
    document.body.innerHTML = `<script type="application/json" id="${SSR_DATA_ID}">${text}</script>`;
    expect(readSsrData()).toEqual(evil);
  });

  it('is absent from the empty shell', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readSsrData()).toBeUndefined();
  });
});
