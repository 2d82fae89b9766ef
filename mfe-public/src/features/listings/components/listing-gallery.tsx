import { useState } from 'react';
import { Box, IconButton, Typography } from '@mui/material';
import { storageUrl } from 'shared-auth';
import { listingImageKey } from 'shared-contracts';
import { ChevronLeftIcon, ChevronRightIcon } from 'shared-ui';
import { ListingImage } from './listing-image';

export interface ListingGalleryProps {
  /** stored keys or addresses, main image first */
  images: string[];
  alt: string;
}

/** Main picture with previous/next, a counter "n / total" and a thumbnail strip. */
export function ListingGallery({ images, alt }: ListingGalleryProps) {
  const [index, setIndex] = useState(0);
  const total = images.length;
  const current = Math.min(index, Math.max(0, total - 1));
  const go = (delta: number) => setIndex((i) => (i + delta + total) % total);

  return (
    <Box aria-roledescription="carousel" aria-label={`${alt} photos`}>
      <Box sx={{ position: 'relative', borderRadius: 1.5, overflow: 'hidden', bgcolor: '#0f172a' }}>
        <ListingImage key={images[current] ?? 'none'} src={images[current]} alt={`${alt}, photo ${current + 1}`} height={{ xs: 240, sm: 380, md: 440 }} />
        {total > 1 && (
          <>
            <IconButton
              aria-label="Previous photo"
              onClick={() => go(-1)}
              sx={{ position: 'absolute', top: '50%', left: 12, transform: 'translateY(-50%)', bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#fff' } }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label="Next photo"
              onClick={() => go(1)}
              sx={{ position: 'absolute', top: '50%', right: 12, transform: 'translateY(-50%)', bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#fff' } }}
            >
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
        {total > 0 && (
          <Typography
            aria-live="polite"
            sx={{ position: 'absolute', bottom: 12, right: 12, px: 1.25, py: 0.25, borderRadius: 2.5, bgcolor: 'rgba(15,23,42,0.75)', color: '#fff', fontSize: '0.85rem', fontWeight: 600 }}
          >
            {current + 1} / {total}
          </Typography>
        )}
      </Box>
      {total > 1 && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, overflowX: 'auto', pb: 0.5 }}>
          {images.map((image, i) => (
            <Box
              key={`${image}-${i}`}
              component="button"
              type="button"
              aria-label={`Show photo ${i + 1}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
              sx={{
                flex: '0 0 auto',
                width: { xs: 72, sm: 96 },
                height: { xs: 54, sm: 68 },
                p: 0,
                border: '2px solid',
                borderColor: i === current ? 'primary.main' : 'transparent',
                borderRadius: 1,
                overflow: 'hidden',
                cursor: 'pointer',
                opacity: i === current ? 1 : 0.75,
                bgcolor: '#e2e8f0',
                backgroundImage: `url("${storageUrl(listingImageKey(image, 'card'))}")`,
                backgroundSize: 'cover',
                backgroundPosition: 'center',
              }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
