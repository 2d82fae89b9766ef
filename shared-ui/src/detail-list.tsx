import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** True when `value` is a fallback text ("Not found"): shown muted. */
  missing?: boolean;
}

/** Label / value pairs of a detail popup, as a description list. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1.5 },
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            color="textSecondary"
            sx={{ fontWeight: 600, mt: { xs: 1.25, sm: 0 } }}
          >
            {item.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{
              m: 0,
              overflowWrap: 'anywhere',
              whiteSpace: 'pre-line',
              color: item.missing ? 'text.disabled' : 'text.primary',
              fontStyle: item.missing ? 'italic' : 'normal',
            }}
          >
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
