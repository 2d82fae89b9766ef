import { useState } from 'react';
import Box from '@mui/material/Box';
import { DirectionsCarIcon } from './icons';
import { ListingPicture } from './listing-picture';

/** A small picture (the listing's stored key) beside the listing's title (decorative: the title says what it is); a car icon when there is none. */
export function ListingThumb({ src }: { src: string | undefined }) {
  const [broken, setBroken] = useState(false);
  return (
    <Box
      sx={{
        width: 72,
        height: 50,
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {src && !broken ? (
        <ListingPicture
          storedKey={src}
          sizes="72px"
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <DirectionsCarIcon sx={{ color: 'text.disabled' }} />
      )}
    </Box>
  );
}
