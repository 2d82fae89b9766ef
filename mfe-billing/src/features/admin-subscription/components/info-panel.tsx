import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DetailItem } from 'shared-ui';

const NOT_SET = 'Not set';

/** A label and its value, or a muted "Not set" when there is none. */
export const item = (label: string, value: string | null | undefined): DetailItem =>
  value ? { label, value } : { label, value: NOT_SET, missing: true };

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** One titled information panel (a region named by its title). */
export function InfoPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
