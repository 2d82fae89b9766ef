import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { newListingImageKey } from 'shared-contracts';
import { ListingImage } from './listing-details/listing-image';
import { ListingPicture } from './listing-picture';
import { ListingThumb } from './listing-thumb';
import { theme } from './theme';

const ID = '3f2c0a4e-1111-4222-8333-444455556666';
const RECORDED = newListingImageKey(ID, { width: 1600, height: 1067 });

const inTheme = (node: React.ReactNode) => render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);
const webpSource = (img: HTMLElement) => img.closest('picture')?.querySelector('source[type="image/webp"]');

describe('ListingPicture', () => {
  it('offers the WebP copies by width with sizes, the card JPEG as fallback, and the recorded width and height', () => {
    inTheme(<ListingPicture storedKey={RECORDED} sizes="(min-width: 600px) 50vw, 100vw" alt="Kia EV6 2025" />);
    const img = screen.getByRole('img', { name: 'Kia EV6 2025' });
    expect(img).toHaveAttribute('src', `/uploads/listings/${ID}.1600x1067.card.jpg`);
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1067');
    const source = webpSource(img);
    expect(source).toHaveAttribute('sizes', '(min-width: 600px) 50vw, 100vw');
    expect(source?.getAttribute('srcset')).toBe(
      [400, 800, 1200, 1600].map((w) => `/uploads/listings/${ID}.1600x1067.w${w}.webp ${w}w`).join(', '),
    );
  });

  it('falls back to the full-size JPEG in the gallery', () => {
    inTheme(<ListingPicture storedKey={RECORDED} size="full" sizes="100vw" alt="Kia EV6 2025" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', `/uploads/listings/${ID}.1600x1067.full.jpg`);
  });

  it('shows a picture stored before sizes were recorded as stored, with width and height reserving a 3:2 box and no WebP', () => {
    inTheme(<ListingPicture storedKey="listings/camry.jpg" sizes="72px" alt="Toyota Camry" />);
    const img = screen.getByRole('img', { name: 'Toyota Camry' });
    expect(img).toHaveAttribute('src', '/uploads/listings/camry.jpg');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '427');
    expect(webpSource(img)).toBeNull();
  });
});

describe('the listing image components use it', () => {
  it('a search or dealer card: ListingImage with the card sizes, lazy', () => {
    inTheme(<ListingImage src={RECORDED} alt="Kia EV6 2025" />);
    const img = screen.getByRole('img', { name: 'Kia EV6 2025' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '1600');
    expect(webpSource(img)).toHaveAttribute('sizes', '(min-width: 1200px) 33vw, (min-width: 600px) 50vw, 100vw');
  });

  it('a table thumbnail: ListingThumb at 72 px', () => {
    const { container } = inTheme(<ListingThumb src={RECORDED} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('height', '1067');
    expect(webpSource(img)).toHaveAttribute('sizes', '72px');
  });
});

describe('ListingImage of a picture that failed before the page hydrated', () => {
  it('shows the placeholder when the image had already finished loading without pixels', () => {
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true });
    try {
      inTheme(<ListingImage src="listings/gone.jpg" alt="Kia EV6 2025" />);
      expect(screen.getByRole('img', { name: 'Kia EV6 2025 (picture unavailable)' })).toBeInTheDocument();
    } finally {
      if (complete) Object.defineProperty(HTMLImageElement.prototype, 'complete', complete);
    }
  });

  it('keeps a picture that is still loading', () => {
    inTheme(<ListingImage src="listings/coming.jpg" alt="Kia EV6 2025" />);
    expect(screen.getByRole('img', { name: 'Kia EV6 2025' })).toHaveAttribute('src', '/uploads/listings/coming.jpg');
  });
});
