/** @jest-environment jsdom */
import { mergeServerStyles } from './server-styles';

function page(body: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.head.innerHTML = '<style data-emotion="css" data-s="">.client{}</style>';
  doc.body.innerHTML = body;
  return doc;
}

describe('mergeServerStyles', () => {
  it('puts the server-rendered css sheets into one head sheet that names them all, in their order', () => {
    const doc = page(
      '<div id="root"><style data-emotion="css a1">.css-a1{color:red}</style><p class="css-a1">x</p>' +
        '<style data-emotion="css b2 c3">.css-b2{margin:0}.css-c3{padding:0}</style><span class="css-b2">y</span></div>',
    );
    mergeServerStyles(doc);
    expect(doc.body.querySelectorAll('style')).toHaveLength(0);
    const merged = doc.head.querySelector('style[data-emotion^="css "]')!;
    expect(merged.getAttribute('data-emotion')).toBe('css a1 b2 c3');
    expect(merged.hasAttribute('data-s')).toBe(true);
    expect(merged.textContent).toBe('.css-a1{color:red}.css-b2{margin:0}.css-c3{padding:0}');
    expect(doc.getElementById('root')!.innerHTML).toBe('<p class="css-a1">x</p><span class="css-b2">y</span>');
  });

  it('moves global sheets to the head as they are, and leaves sheets emotion made in the browser alone', () => {
    const doc = page('<div id="root"><style data-emotion="css-global g1">body{margin:0}</style><main></main></div>');
    mergeServerStyles(doc);
    const global = doc.head.querySelector('style[data-emotion="css-global g1"]')!;
    expect(global.textContent).toBe('body{margin:0}');
    expect(global.hasAttribute('data-s')).toBe(true);
    expect(doc.head.querySelectorAll('style')).toHaveLength(2);
    expect(doc.head.querySelector('style[data-emotion="css"]')!.textContent).toBe('.client{}');
    expect(doc.body.querySelectorAll('style')).toHaveLength(0);
  });

  it('does nothing on a page the browser renders (no server sheets)', () => {
    const doc = page('<div id="root"></div>');
    mergeServerStyles(doc);
    expect(doc.head.querySelectorAll('style')).toHaveLength(1);
  });
});
