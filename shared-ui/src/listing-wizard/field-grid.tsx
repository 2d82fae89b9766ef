import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Two columns from small screens up, one on phones; `full` children span the row. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2.5, sm: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        '& > .full': { gridColumn: '1 / -1' },
      }}
    >
      {children}
    </Box>
  );
}
