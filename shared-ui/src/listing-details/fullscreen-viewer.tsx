import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../icons';
import { ListingPicture } from '../listing-picture';

export interface FullscreenViewerProps {
  open: boolean;
  images: string[];
  index: number;
  alt: string;
  onShow(index: number): void;
  onClose(): void;
}

const control = {
  color: '#fff',
  bgcolor: 'rgba(255,255,255,0.12)',
  '&:hover': { bgcolor: 'rgba(255,255,255,0.24)' },
  '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
};

/** The photos over the whole screen: "n of total", previous/next, arrow keys, Escape or the close button to leave. */
export function FullscreenViewer({ open, images, index, alt, onShow, onClose }: FullscreenViewerProps) {
  const total = images.length;
  const go = (delta: number) => onShow((index + delta + total) % total);
  const onKeyDown = (e: KeyboardEvent) => {
    if (total < 2) return;
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    }
  };

  return (
    <Dialog
      open={open && total > 0}
      onClose={onClose}
      fullScreen
      onKeyDown={onKeyDown}
      slotProps={{
        paper: {
          'aria-label': `${alt} photos, full screen`,
          sx: { bgcolor: '#05070d', color: '#fff', backgroundImage: 'none' },
        },
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 3 }, py: 1.5 }}
      >
        <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
          {index + 1} of {total}
        </Typography>
        <IconButton aria-label="Close full screen" onClick={onClose} sx={control}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: { xs: 1, sm: 10 },
          pb: 3,
        }}
      >
        {total > 0 && (
          <ListingPicture
            key={images[index]}
            storedKey={images[index]}
            size="full"
            sizes="100vw"
            alt={`${alt}, photo ${index + 1}`}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', userSelect: 'none' }}
          />
        )}
        {total > 1 && (
          <>
            <IconButton
              aria-label="Previous photo"
              onClick={() => go(-1)}
              sx={{
                ...control,
                position: 'absolute',
                left: { xs: 8, sm: 24 },
                top: '50%',
                transform: 'translateY(-50%)',
              }}
            >
              <ChevronLeftIcon fontSize="large" />
            </IconButton>
            <IconButton
              aria-label="Next photo"
              onClick={() => go(1)}
              sx={{
                ...control,
                position: 'absolute',
                right: { xs: 8, sm: 24 },
                top: '50%',
                transform: 'translateY(-50%)',
              }}
            >
              <ChevronRightIcon fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}
