import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ListingImageSize } from 'shared-contracts';
import { DirectionsCarIcon } from '../icons';
import { CARD_IMAGE_SIZES, ListingPicture } from '../listing-picture';

export interface ListingImageProps {
  /** stored key (the listing's) or address; none shows "Image Coming Soon" */
  src?: string | null;
  alt: string;
  height?: number | string | Record<string, number | string>;
  /** The JPEG fallback's size (default: card). */
  size?: ListingImageSize;
  /** How wide it is shown (default: a search card's width). */
  sizes?: string;
  /** lazy (default) below the fold; eager for the picture the page opens with. */
  loading?: 'lazy' | 'eager';
  /** high for the page's largest picture (its LCP element), so the browser fetches it first. */
  fetchPriority?: 'high' | 'low' | 'auto';
}

/**
 * Whether a picture failed to load, with the `ref` and `onError` of its `<img>` that tell. A
 * server-rendered picture may have failed before the page hydrated (its error event came before
 * React listened): one that finished loading without pixels is broken too.
 */
export function usePictureFailure() {
  const [broken, setBroken] = useState(false);
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setBroken(true);
  }, []);
  return { broken, ref, onError: () => setBroken(true) };
}

/** A listing picture (a stored key or an address) in WebP or JPEG by width; a missing one says "Image Coming Soon", a broken one falls back to a placeholder. */
export function ListingImage({
  src,
  alt,
  height = 200,
  size = 'card',
  sizes = CARD_IMAGE_SIZES,
  loading = 'lazy',
  fetchPriority,
}: ListingImageProps) {
  const { broken, ...watch } = usePictureFailure();
  if (!src || broken) {
    return (
      <Box
        role="img"
        aria-label={src ? `${alt} (picture unavailable)` : 'Image Coming Soon'}
        sx={{
          height,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          color: 'text.secondary',
          background: 'linear-gradient(135deg, #eef2f7 0%, #dfe6ee 100%)',
        }}
      >
        <DirectionsCarIcon sx={{ fontSize: 56, opacity: 0.5 }} />
        {!src && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Image Coming Soon
          </Typography>
        )}
      </Box>
    );
  }
  return (
    <ListingPicture
      storedKey={src}
      size={size}
      sizes={sizes}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      {...watch}
      sx={{ display: 'block', width: '100%', height, objectFit: 'cover', bgcolor: '#eef2f7' }}
    />
  );
}
