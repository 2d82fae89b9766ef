import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { storageUrl } from 'shared-auth';
import { DirectionsCarIcon } from '../icons';

export interface ListingImageProps {
  /** stored key or address; none shows "Image Coming Soon" */
  src?: string | null;
  alt: string;
  height?: number | string | Record<string, number | string>;
}

/** A listing picture (a stored key or an address); a missing one says "Image Coming Soon", a broken one falls back to a placeholder. */
export function ListingImage({ src, alt, height = 200 }: ListingImageProps) {
  const [broken, setBroken] = useState(false);
  const url = storageUrl(src);
  if (!url || broken) {
    return (
      <Box
        role="img"
        aria-label={url ? `${alt} (picture unavailable)` : 'Image Coming Soon'}
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
        {!url && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Image Coming Soon
          </Typography>
        )}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      loading="lazy"
      onError={() => setBroken(true)}
      sx={{ display: 'block', width: '100%', height, objectFit: 'cover', bgcolor: '#eef2f7' }}
    />
  );
}
