import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ImageIcon } from 'shared-ui';

/** The 'No Image' placeholder of a thumbnail or a popup picture. */
export function NoImage({ height = 44, width = 64 }: { height?: number | string; width?: number | string }) {
  return (
    <Box
      sx={{
        width,
        height,
        borderRadius: '8px',
        bgcolor: 'grey.100',
        color: 'text.disabled',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
      }}
    >
      <Box>
        <ImageIcon fontSize="small" sx={{ display: 'block', mx: 'auto' }} />
        <Typography variant="caption" sx={{ lineHeight: 1.2, display: 'block' }}>
          No Image
        </Typography>
      </Box>
    </Box>
  );
}
