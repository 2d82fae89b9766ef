import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DetailList, type DetailItem } from 'shared-ui';

export interface LeadInfoCardProps {
  title: string;
  icon: ReactNode;
  items: DetailItem[];
  children?: ReactNode;
}

/** One titled card of the lead detail (Personal, Contact, Status, Additional Information...). */
export function LeadInfoCard({ title, icon, items, children }: LeadInfoCardProps) {
  const id = `card-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, height: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
          {icon}
        </Box>
        <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          {title}
        </Typography>
      </Box>
      <DetailList items={items} />
      {children}
    </Paper>
  );
}
