import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { ListingPicture } from '../listing-picture';

/** Thumbnails shown side by side (spec 2 section 2): 4, then 5 from 640 px wide, 6 from 768, 5 from 1024. */
export const THUMBNAILS_PER_VIEW: ReadonlyArray<{ minWidth: number; count: number }> = [
  { minWidth: 0, count: 4 },
  { minWidth: 640, count: 5 },
  { minWidth: 768, count: 6 },
  { minWidth: 1024, count: 5 },
];

const GAP = 8;

/** The strip's CSS: each thumbnail takes 1/count of the width (minus the gaps) at each window width. */
function perViewSx() {
  const sx: Record<string, unknown> = {};
  for (const { minWidth, count } of THUMBNAILS_PER_VIEW) {
    const rule = { '& > button': { flexBasis: `calc((100% - ${(count - 1) * GAP}px) / ${count})` } };
    if (minWidth === 0) Object.assign(sx, rule);
    else sx[`@media (min-width: ${minWidth}px)`] = rule;
  }
  return sx;
}

export interface ThumbnailStripProps {
  images: string[];
  current: number;
  onSelect(index: number): void;
}

/** A row of thumbnails that scrolls sideways and keeps the current one in view. */
export function ThumbnailStrip({ images, current, onSelect }: ThumbnailStripProps) {
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = strip.current;
    const thumb = box?.children[current] as HTMLElement | undefined;
    if (!box || !thumb) return;
    // Scroll the strip only (scrollIntoView would also move the page).
    let left = box.scrollLeft;
    if (thumb.offsetLeft < left) left = thumb.offsetLeft;
    else if (thumb.offsetLeft + thumb.offsetWidth > left + box.clientWidth)
      left = thumb.offsetLeft + thumb.offsetWidth - box.clientWidth;
    if (left !== box.scrollLeft) box.scrollTo?.({ left, behavior: 'smooth' });
  }, [current]);

  return (
    <Box
      ref={strip}
      role="group"
      aria-label="Photo thumbnails"
      sx={{
        ...perViewSx(),
        position: 'relative',
        display: 'flex',
        gap: `${GAP}px`,
        mt: 1.5,
        pb: 0.5,
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
        scrollbarWidth: 'thin',
      }}
    >
      {images.map((image, i) => (
        <Box
          key={`${image}-${i}`}
          component="button"
          type="button"
          aria-label={`Show photo ${i + 1}`}
          aria-current={i === current ? 'true' : undefined}
          onClick={() => onSelect(i)}
          sx={{
            flexGrow: 0,
            flexShrink: 0,
            aspectRatio: '4 / 3',
            p: 0,
            border: '2px solid',
            borderColor: i === current ? 'primary.main' : 'transparent',
            borderRadius: 1,
            overflow: 'hidden',
            cursor: 'pointer',
            opacity: i === current ? 1 : 0.7,
            bgcolor: '#e2e8f0',
            scrollSnapAlign: 'start',
            transition: 'opacity 150ms ease, border-color 150ms ease',
            '&:hover': { opacity: 1 },
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <ListingPicture
            storedKey={image}
            size="card"
            sizes="120px"
            alt=""
            loading="lazy"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </Box>
      ))}
    </Box>
  );
}
