import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { storageUrl } from 'shared-auth';
import { theme } from '../theme';
import { ListingGallery } from './listing-gallery';
import { THUMBNAILS_PER_VIEW } from './thumbnail-strip';

const IMAGES = ['listings/main.jpg', 'listings/g1.jpg', 'listings/g2.jpg'];

function renderGallery(images = IMAGES) {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <ListingGallery images={images} alt="Toyota Camry 2024" />
    </ThemeProvider>,
  );
  return user;
}

const photo = () => screen.getByRole('img', { name: /Toyota Camry 2024, photo/ });

describe('ListingGallery', () => {
  it('shows the full size of a picture stored in two sizes, its thumbnail the card size; a one-size picture as stored', () => {
    renderGallery(['listings/a.full.jpg', 'listings/old.jpg']);
    expect(photo()).toHaveAttribute('src', storageUrl('listings/a.full.jpg'));
    const strip = screen.getByRole('group', { name: 'Photo thumbnails' });
    const [first, second] = within(strip)
      .getAllByRole('button')
      .map((b) => b.querySelector('img'));
    expect(first).toHaveAttribute('src', storageUrl('listings/a.card.jpg'));
    expect(second).toHaveAttribute('src', storageUrl('listings/old.jpg'));
  });

  it('shows the main image first with the counter "n / total", and moves with the arrows (wrapping)', async () => {
    const user = renderGallery();
    expect(photo()).toHaveAttribute('alt', 'Toyota Camry 2024, photo 1');
    expect(photo()).toHaveAttribute('src', storageUrl('listings/main.jpg'));
    // The photo the page opens with is its largest paint: fetched first.
    expect(photo()).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(photo()).toHaveAttribute('src', storageUrl('listings/g1.jpg'));
    expect(photo()).not.toHaveAttribute('fetchpriority');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
  });

  it('shows a thumbnail per photo; a click on one shows it', async () => {
    const user = renderGallery();
    const strip = screen.getByRole('group', { name: 'Photo thumbnails' });
    const thumbs = within(strip).getAllByRole('button');
    expect(thumbs.map((t) => t.getAttribute('aria-label'))).toEqual(['Show photo 1', 'Show photo 2', 'Show photo 3']);
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    await user.click(thumbs[2]);
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(thumbs[2]).toHaveAttribute('aria-current', 'true');
    expect(thumbs[0]).not.toHaveAttribute('aria-current');
  });

  it('lays out 4 thumbnails per view, 5 from 640 px, 6 from 768 px, 5 from 1024 px (spec 2 section 2)', () => {
    expect(THUMBNAILS_PER_VIEW).toEqual([
      { minWidth: 0, count: 4 },
      { minWidth: 640, count: 5 },
      { minWidth: 768, count: 6 },
      { minWidth: 1024, count: 5 },
    ]);
    renderGallery();
    const css = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules).map((r) => r.cssText))
      .join('\n');
    // Each thumbnail is 1/n of the strip, less the 8 px gaps between n thumbnails.
    expect(css).toMatch(/^\.css-\w+>button \{[^}]* flex-basis: calc\(\(100% - 24px\) \/ 4\)/m);
    expect(css).toMatch(/@media \(min-width: 640px\) \{[^}]* flex-basis: calc\(\(100% - 32px\) \/ 5\)/);
    expect(css).toMatch(/@media \(min-width: 768px\) \{[^}]* flex-basis: calc\(\(100% - 40px\) \/ 6\)/);
    expect(css).toMatch(/@media \(min-width: 1024px\) \{[^}]* flex-basis: calc\(\(100% - 32px\) \/ 5\)/);
  });

  it('zooms in and out with the button or a click on the photo; changing photo zooms out', async () => {
    const user = renderGallery();
    const zoom = screen.getByRole('button', { name: 'Zoom in' });
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await user.click(zoom);
    expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-pressed', 'true');
    expect(getComputedStyle(photo()).transform).toBe('scale(2)');
    await user.click(photo());
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(getComputedStyle(photo()).transform).toBe('none');
    await user.click(photo());
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
  });

  it('opens the full-screen viewer at the current photo: "n of total", arrows and arrow keys, Escape closes', async () => {
    const user = renderGallery();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await user.click(screen.getByRole('button', { name: 'View full screen' }));
    const viewer = await screen.findByRole('dialog', { name: 'Toyota Camry 2024 photos, full screen' });
    expect(within(viewer).getByText('2 of 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', storageUrl('listings/g1.jpg'));
    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByText('3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('1 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('3 of 3')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page's gallery stays where the viewer left it.
    expect(screen.getByText('3 / 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View full screen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close full screen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('one photo: no arrows, no thumbnails, "1 / 1"', () => {
    renderGallery(['listings/main.jpg']);
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Photo thumbnails' })).not.toBeInTheDocument();
  });

  it('no photos: a placeholder, no counter', () => {
    renderGallery([]);
    expect(screen.getByRole('img', { name: 'Image Coming Soon' })).toBeInTheDocument();
    expect(screen.queryByText(/\d \/ \d/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View full screen' })).not.toBeInTheDocument();
  });
});
