import { useRef, useState, type TouchEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { DeferredTooltip } from '../deferred-tooltip';
import { ChevronLeftIcon, ChevronRightIcon, FullscreenIcon, ZoomInIcon, ZoomOutIcon } from '../icons';
import { FullscreenViewer } from './fullscreen-viewer';
import { ListingImage } from './listing-image';
import { ThumbnailStrip } from './thumbnail-strip';
import { ZoomableImage } from './zoomable-image';

export interface ListingGalleryProps {
  /** Stored keys or addresses, main image first (see `listingImages`). */
  images: string[];
  /** What the photos show, e.g. "Toyota Camry 2024". */
  alt: string;
}

const SWIPE_PX = 40;

const onPhoto = {
  bgcolor: 'rgba(255,255,255,0.92)',
  color: 'text.primary',
  boxShadow: '0 2px 8px rgba(15,23,42,0.18)',
  '&:hover': { bgcolor: '#fff' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
};

/**
 * A listing's photos (spec 2 section 2): the current photo with previous/next arrows (and
 * swipe), a counter "n / total", zoom (button or click on the photo), a full-screen viewer
 * ("n of total", arrow keys, Escape) and a thumbnail strip. No photos: a placeholder.
 */
export function ListingGallery({ images, alt }: ListingGalleryProps) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const touchX = useRef<number | undefined>(undefined);
  const total = images.length;
  const current = Math.min(index, Math.max(0, total - 1));
  const show = (i: number) => {
    setIndex(((i % total) + total) % total);
    setZoomed(false);
  };
  const onTouchStart = (e: TouchEvent) => {
    touchX.current = e.touches[0]?.clientX;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    touchX.current = undefined;
    const end = e.changedTouches[0]?.clientX;
    if (zoomed || total < 2 || start === undefined || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    show(current + (end < start ? 1 : -1));
  };

  return (
    <Box role="region" aria-roledescription="carousel" aria-label={`${alt} photos`}>
      <Box
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        sx={{
          position: 'relative',
          height: { xs: 240, sm: 380, md: 440 },
          borderRadius: 1.5,
          overflow: 'hidden',
          bgcolor: '#0f172a',
        }}
      >
        {total === 0 ? (
          <ListingImage alt={alt} height="100%" />
        ) : (
          <ZoomableImage
            key={`${images[current]}-${current}`}
            src={images[current]}
            alt={`${alt}, photo ${current + 1}`}
            zoomed={zoomed}
            onToggleZoom={() => setZoomed((z) => !z)}
            priority={current === 0}
          />
        )}
        {total > 1 && (
          <>
            <IconButton
              aria-label="Previous photo"
              onClick={() => show(current - 1)}
              sx={{ ...onPhoto, position: 'absolute', top: '50%', left: 12, transform: 'translateY(-50%)' }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label="Next photo"
              onClick={() => show(current + 1)}
              sx={{ ...onPhoto, position: 'absolute', top: '50%', right: 12, transform: 'translateY(-50%)' }}
            >
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
        {total > 0 && (
          <>
            <Box sx={{ position: 'absolute', top: 12, right: 12, display: 'flex', gap: 1 }}>
              <DeferredTooltip title={zoomed ? 'Zoom out' : 'Zoom in'}>
                <IconButton
                  size="small"
                  aria-label={zoomed ? 'Zoom out' : 'Zoom in'}
                  aria-pressed={zoomed}
                  onClick={() => setZoomed((z) => !z)}
                  sx={onPhoto}
                >
                  {zoomed ? <ZoomOutIcon fontSize="small" /> : <ZoomInIcon fontSize="small" />}
                </IconButton>
              </DeferredTooltip>
              <DeferredTooltip title="Full screen">
                <IconButton size="small" aria-label="View full screen" onClick={() => setFullscreen(true)} sx={onPhoto}>
                  <FullscreenIcon fontSize="small" />
                </IconButton>
              </DeferredTooltip>
            </Box>
            <Typography
              aria-live="polite"
              sx={{
                position: 'absolute',
                bottom: 12,
                right: 12,
                px: 1.25,
                py: 0.25,
                borderRadius: 2.5,
                bgcolor: 'rgba(15,23,42,0.75)',
                color: '#fff',
                fontSize: '0.85rem',
                fontWeight: 600,
              }}
            >
              {current + 1} / {total}
            </Typography>
          </>
        )}
      </Box>
      {total > 1 && <ThumbnailStrip images={images} current={current} onSelect={show} />}
      <FullscreenViewer
        open={fullscreen}
        images={images}
        index={current}
        alt={alt}
        onShow={show}
        onClose={() => setFullscreen(false)}
      />
    </Box>
  );
}
