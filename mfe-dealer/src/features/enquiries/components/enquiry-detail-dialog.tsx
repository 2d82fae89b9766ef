import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Enquiry } from 'shared-contracts';
import { ArrowForwardIcon, CloseIcon, DetailList, formatMonthly, useLastDefined } from 'shared-ui';
import { enquiryImage, enquiryVehicle } from './enquiry-image';
import { NoImage } from './no-image';

export interface EnquiryDetailDialogProps {
  enquiry: Enquiry | undefined;
  /** The dealer's listing page of a listing id (/dealer/view-listing/{id}). */
  listingPath(id: string): string;
  onClose(): void;
}

const text = (v: string | null | undefined) =>
  v && v.trim() ? { value: v, missing: false } : { value: 'Not found', missing: true };

/** The enquiry popup: the listing (picture, model, specs, price, "View More") and "Customer Details". Locks page scroll while open. */
export function EnquiryDetailDialog({ enquiry, listingPath, onClose }: EnquiryDetailDialogProps) {
  const e = useLastDefined(enquiry);
  const image = e ? enquiryImage(e) : undefined;
  const l = e?.listing;
  const specs = l ? [l.bodyType, String(l.year), l.fuelType, l.transmission].filter(Boolean).join(' • ') : '';
  const name = e ? [e.first_name, e.last_name].filter((p) => p && p.trim()).join(' ') : '';
  const message = e?.message?.trim();
  return (
    <Dialog open={Boolean(enquiry)} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="enquiry-detail-title">
      <DialogTitle id="enquiry-detail-title" sx={{ fontWeight: 700, pr: 7 }}>
        Enquiry
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      {e && (
        <DialogContent dividers sx={{ p: 0 }}>
          <Box
            sx={{
              display: 'flex',
              gap: 2,
              p: { xs: 2, sm: 3 },
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { sm: 'center' },
            }}
          >
            {image ? (
              <Box
                component="img"
                src={image}
                alt={enquiryVehicle(e)}
                sx={{
                  width: { xs: '100%', sm: 200 },
                  height: { xs: 180, sm: 130 },
                  objectFit: 'cover',
                  borderRadius: '10px',
                  bgcolor: 'grey.100',
                  flexShrink: 0,
                }}
              />
            ) : (
              <NoImage width={200} height={130} />
            )}
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                {enquiryVehicle(e)}
              </Typography>
              {specs && (
                <Typography variant="body2" color="textSecondary" sx={{ mt: 0.25 }}>
                  {specs}
                </Typography>
              )}
              {l && (
                <Typography sx={{ mt: 1, fontWeight: 800, color: 'primary.main', fontSize: '1.125rem' }}>
                  {formatMonthly(l.monthlyPayment)}
                </Typography>
              )}
              {l && (
                <Button
                  component={RouterLink}
                  to={listingPath(l.id)}
                  variant="outlined"
                  size="small"
                  endIcon={<ArrowForwardIcon />}
                  sx={{ mt: 1.5 }}
                >
                  View More
                </Button>
              )}
            </Box>
          </Box>
          <Divider />
          <Box sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
              Customer Details
            </Typography>
            <DetailList
              items={[
                { label: 'Name', ...text(name) },
                { label: 'Email', ...text(e.email) },
                { label: 'Phone Number', ...text(e.phone_number) },
                message
                  ? { label: 'Message', value: message }
                  : { label: 'Message', value: 'No message provided', missing: true },
                e.status?.trim()
                  ? {
                      label: 'Status',
                      value: (
                        <Chip
                          size="small"
                          variant="outlined"
                          color="info"
                          label={e.status.charAt(0).toUpperCase() + e.status.slice(1)}
                        />
                      ),
                    }
                  : { label: 'Status', value: 'Not found', missing: true },
              ]}
            />
          </Box>
        </DialogContent>
      )}
    </Dialog>
  );
}
