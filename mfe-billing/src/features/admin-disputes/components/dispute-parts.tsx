// The pieces of one dispute that the table's cells and the phone card both show.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { sitePaths } from 'shared-auth';
import { DISPUTE_REASON_LABELS, type AdminDispute } from 'shared-contracts';
import { formatDay, formatTime } from 'shared-ui';
import { formatUsd } from '../../../shared/lib/money';

/** The dealer's name, linked to its subscription details (dealer, card, totals, Stop Active Plan). */
export function DisputeDealer({ dispute: d }: { dispute: AdminDispute }) {
  return (
    <Link
      component={RouterLink}
      to={sitePaths.adminSubscriptionDetails(d.dealer.id)}
      variant="body2"
      underline="hover"
      sx={{ fontWeight: 700 }}
    >
      {d.dealer.dealershipName}
    </Link>
  );
}

/** Who sent the lead and about which car; the lead may have been deleted since. */
export function DisputeLead({ dispute: d }: { dispute: AdminDispute }) {
  if (!d.lead)
    return (
      <Typography variant="body2" color="textDisabled" sx={{ fontStyle: 'italic' }}>
        Lead deleted
      </Typography>
    );
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {d.lead.name}
      </Typography>
      {/* break-word, not anywhere: the table sizes the column for the whole address first. */}
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'break-word', wordBreak: 'break-word' }}>
        {d.lead.email}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {d.lead.phone}
      </Typography>
      {d.lead.car && (
        <Typography variant="body2" color="textSecondary">
          {d.lead.car}
        </Typography>
      )}
    </Box>
  );
}

/** The disputed charge and its day. */
export function DisputeAmount({ dispute: d }: { dispute: AdminDispute }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {formatUsd(d.payment.amount)}
      </Typography>
      <Typography
        variant="caption"
        color="textSecondary"
        sx={{ whiteSpace: 'nowrap' }}
      >{`Charged ${formatDay(d.payment.createdAt)}`}</Typography>
    </Box>
  );
}

/** The dealer's reason and its own words. */
export function DisputeReason({ dispute: d }: { dispute: AdminDispute }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {DISPUTE_REASON_LABELS[d.reason]}
      </Typography>
      {d.details && (
        <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {d.details}
        </Typography>
      )}
    </Box>
  );
}

/** When the dealer raised it. */
export function DisputeDate({ dispute: d }: { dispute: AdminDispute }) {
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{formatDay(d.createdAt)}</Typography>
      <Typography variant="caption" color="textSecondary">
        {formatTime(d.createdAt)}
      </Typography>
    </Box>
  );
}
