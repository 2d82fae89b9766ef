/**
 * A server-rendered page carries emotion's styles as one `<style data-emotion="css name...">`
 * before each component that needs it. Emotion's cache moves every one of them into <head> when
 * it starts (out of the way of hydration), a node at a time: on a search page that is over a
 * hundred style sheets re-inserted, each re-parsed, in the middle of the first long task.
 * `mergeServerStyles` does the same job at once, before emotion starts: the `css` sheets become
 * one sheet in <head> that names all their styles (emotion then knows them as inserted and adds
 * its next rules after it), and the global sheets move as they are (emotion's Global finds them
 * by name). Both are marked `data-s`, as emotion marks what it has moved, so it moves none again.
 */
export function mergeServerStyles(doc: Document = document): void {
  const names: string[] = [];
  const css: string[] = [];
  const globals: HTMLStyleElement[] = [];
  doc.querySelectorAll<HTMLStyleElement>('style[data-emotion]:not([data-s])').forEach((node) => {
    const [key, ...ids] = (node.getAttribute('data-emotion') ?? '').split(' ');
    if (!ids.length) return; // not a server-rendered sheet (emotion's rule, createCache)
    if (key === 'css') {
      names.push(...ids);
      css.push(node.textContent ?? '');
      node.remove();
    } else {
      globals.push(node);
    }
  });
  if (names.length) {
    const merged = doc.createElement('style');
    merged.setAttribute('data-emotion', `css ${names.join(' ')}`);
    merged.setAttribute('data-s', '');
    merged.textContent = css.join('');
    doc.head.appendChild(merged);
  }
  globals.forEach((node) => {
    doc.head.appendChild(node);
    node.setAttribute('data-s', '');
  });
}
