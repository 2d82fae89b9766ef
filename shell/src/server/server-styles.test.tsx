/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { CacheProvider, Global } from '@emotion/react';
import styled from '@emotion/styled';
import { renderToString } from 'react-dom/server';
import { serverStyles } from './server-styles';

const Red = styled.p({ color: 'red' });
const Blue = styled.p({ color: 'blue' });

function render(children: React.ReactNode) {
  const styles = serverStyles();
  const html = renderToString(<CacheProvider value={styles.cache}>{children}</CacheProvider>);
  return { html, tags: styles.styleTags(html) };
}

describe('server-rendered styles', () => {
  it('keeps <style> out of the markup and gives the head the styles the page uses, each time it is rendered', () => {
    const page = (
      <>
        <Global styles={{ body: { margin: 0 } }} />
        <Red>a</Red>
      </>
    );
    for (const { html, tags } of [render(page), render(page)]) {
      expect(html).toMatch(/^<p class="css-[\w-]+">a<\/p>$/);
      const id = /class="css-([\w-]+)"/.exec(html)![1];
      expect(tags).toContain('body{margin:0;}');
      expect(tags).toContain(`<style data-emotion="css ${id}">.css-${id}{color:red;}</style>`);
    }
  });

  it("gives a page only the styles its markup names, not another page's", () => {
    render(<Blue>b</Blue>);
    const { html, tags } = render(<Red>a</Red>);
    expect(html).not.toContain('<style');
    expect(tags).toContain('color:red');
    expect(tags).not.toContain('color:blue');
  });
});
