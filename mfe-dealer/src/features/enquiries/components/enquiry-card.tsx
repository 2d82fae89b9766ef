import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Enquiry } from 'shared-contracts';
import { formatDay, VisibilityIcon } from 'shared-ui';
import { enquiryVehicle } from './enquiry-image';
import { EnquiryThumbnail } from './enquiry-thumbnail';

export interface EnquiryCardProps {
  enquiry: Enquiry;
  onView(enquiry: Enquiry): void;
  onPreview(src: string, alt: string): void;
}

/** One enquiry on a phone: thumbnail, customer, vehicle, message and date. */
export function EnquiryCard({ enquiry: e, onView, onPreview }: EnquiryCardProps) {
  const name = [e.first_name, e.last_name].filter(Boolean).join(' ');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <EnquiryThumbnail enquiry={e} onPreview={onPreview} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {name || 'Not found'}
          </Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {enquiryVehicle(e)}
          </Typography>
        </Box>
        <IconButton size="small" aria-label={`View enquiry from ${name || e.email}`} onClick={() => onView(e)}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Box>
      {e.message && (
        <Typography
          variant="body2"
          sx={{ mt: 1.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {e.message}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, color: 'text.secondary', flexWrap: 'wrap' }}>
        <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
          {e.email}
        </Typography>
        {e.phone_number && <Typography variant="caption">• {e.phone_number}</Typography>}
        <Typography variant="caption" sx={{ ml: 'auto' }}>
          {formatDay(e.createdAt)}
        </Typography>
      </Box>
    </Paper>
  );
}
