/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '@mui/material/styles';
import { newListingImageKey } from 'shared-contracts';
import { ListingPicture } from './listing-picture';
import { theme } from './theme';

const KEY = newListingImageKey('3f2c0a4e-1111-4222-8333-444455556666', { width: 1600, height: 1067 });

describe('ListingPicture rendered on the server', () => {
  it('puts its styles before the <picture>, nothing between <source> and <img> (there the preload scanner would fetch the JPEG as well as the WebP)', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <ListingPicture storedKey={KEY} sizes="100vw" alt="Kia EV6 2025" sx={{ objectFit: 'cover', height: 200 }} />
      </ThemeProvider>,
    );
    expect(html).toMatch(
      /^<style data-emotion="css [^"]+">[^<]*object-fit:cover[^<]*<\/style><picture class="[^"]+"><source [^>]*\/><img [^>]*\/><\/picture>$/,
    );
  });
});
