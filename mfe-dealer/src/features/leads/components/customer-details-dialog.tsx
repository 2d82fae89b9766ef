import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { leadChoiceText, type Lead } from 'shared-contracts';
import { CloseIcon, DetailList, DirectionsCarIcon, leadListingId, LeadStatusChip, useLastDefined } from 'shared-ui';

export interface CustomerDetailsDialogProps {
  lead: Lead | undefined;
  /** The dealer's own page of a listing (/dealer/view-listing/{id}). */
  listingPath(listingId: string): string;
  onClose(): void;
}

/** "Customer Details" of one lead (spec 2 section 2) and "View Car Details" (the dealer's own listing page, spec: /dealer/view-listing/{id}). */
export function CustomerDetailsDialog({ lead, listingPath, onClose }: CustomerDetailsDialogProps) {
  const l = useLastDefined(lead);
  const listingId = l ? leadListingId(l) : undefined;
  // The spec's "phone_number or phone": the contract's lead carries one field, phone.
  const phone = l?.phone?.trim();
  const message = l?.question?.trim();
  const choice = l ? leadChoiceText(l) : undefined;
  const vehicle = l?.listing ? `${l.listing.year} ${l.listing.make} ${l.listing.model}` : undefined;
  return (
    <Dialog open={Boolean(lead)} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="customer-details-title">
      <DialogTitle component="div" id="customer-details-header" sx={{ pr: 7 }}>
        <Typography id="customer-details-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Customer Details
        </Typography>
        {vehicle && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.25 }}>
            About the {vehicle}
          </Typography>
        )}
      </DialogTitle>
      <IconButton aria-label="Close details" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {l && (
          <DetailList
            items={[
              {
                label: 'Name',
                value: (
                  <>
                    {l.firstName}{' '}
                    {l.lastName?.trim() ? (
                      l.lastName
                    ) : (
                      <Box component="span" sx={{ color: 'text.disabled', fontStyle: 'italic' }}>
                        Not found
                      </Box>
                    )}
                  </>
                ),
              },
              { label: 'Email', value: l.email || 'Not found', missing: !l.email },
              { label: 'Phone Number', value: phone || 'Not found', missing: !phone },
              { label: 'Lease Requested', value: choice || 'Not specified', missing: !choice },
              { label: 'Message', value: message || 'No message provided', missing: !message },
              { label: 'Status', value: <LeadStatusChip status={l.status} /> },
            ]}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} color="inherit" variant="outlined">
          Close
        </Button>
        {listingId && (
          <Button
            component={RouterLink}
            to={listingPath(listingId)}
            variant="contained"
            startIcon={<DirectionsCarIcon />}
          >
            View Car Details
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
