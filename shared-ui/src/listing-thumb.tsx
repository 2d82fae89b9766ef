import { useState } from 'react';
import Box from '@mui/material/Box';
import { storageUrl } from 'shared-auth';
import { DirectionsCarIcon } from './icons';

/** A small picture beside the listing's title (decorative: the title says what it is); a car icon when there is none. */
export function ListingThumb({ src }: { src: string | undefined }) {
  const [broken, setBroken] = useState(false);
  return (
    <Box sx={{ width: 72, height: 50, flexShrink: 0, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100', display: 'grid', placeItems: 'center' }}>
      {src && !broken ? (
        <Box component="img" src={storageUrl(src)} alt="" loading="lazy" onError={() => setBroken(true)} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      ) : (
        <DirectionsCarIcon sx={{ color: 'text.disabled' }} />
      )}
    </Box>
  );
}
