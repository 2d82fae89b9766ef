import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { CloseIcon, useLastDefined } from 'shared-ui';

export interface ImagePreview {
  src: string;
  alt: string;
}

/** The large preview of a listing picture; closed by X, Escape or a click on the backdrop. */
export function ImagePreviewDialog({ image: current, onClose }: { image: ImagePreview | undefined; onClose(): void }) {
  const image = useLastDefined(current);
  return (
    <Dialog
      open={Boolean(current)}
      onClose={onClose}
      maxWidth="lg"
      slotProps={{
        paper: {
          'aria-label': image ? `Image of ${image.alt}` : undefined,
          sx: { bgcolor: 'transparent', boxShadow: 'none', m: { xs: 1, sm: 4 }, overflow: 'visible' },
        },
      }}
    >
      {image && (
        <Box sx={{ position: 'relative' }}>
          <Box
            component="img"
            src={image.src}
            alt={image.alt}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '80vh', borderRadius: 3, bgcolor: 'grey.900' }}
          />
          <Typography
            sx={{ color: '#fff', mt: 1, textAlign: 'center', fontWeight: 600, textShadow: '0 1px 2px rgba(0,0,0,0.4)' }}
          >
            {image.alt}
          </Typography>
          <IconButton
            aria-label="Close preview"
            onClick={onClose}
            sx={{
              position: 'absolute',
              top: 8,
              right: 8,
              bgcolor: 'rgba(15,23,42,0.7)',
              color: '#fff',
              '&:hover': { bgcolor: 'rgba(15,23,42,0.9)' },
            }}
          >
            <CloseIcon />
          </IconButton>
        </Box>
      )}
    </Dialog>
  );
}
