import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { AdminDispute } from 'shared-contracts';
import { BlockIcon, CheckCircleIcon } from 'shared-ui';
import { disputeSubject } from '../dispute-format';

export interface DisputeActionsProps {
  dispute: AdminDispute;
  onAccept(dispute: AdminDispute): void;
  onRefuse(dispute: AdminDispute): void;
}

/** Accept and Refuse, on open disputes only (a decision is final). */
export function DisputeActions({ dispute, onAccept, onRefuse }: DisputeActionsProps) {
  if (dispute.status !== 'open') return null;
  const subject = disputeSubject(dispute);
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="outlined"
        color="success"
        startIcon={<CheckCircleIcon />}
        aria-label={`Accept dispute from ${subject}`}
        onClick={() => onAccept(dispute)}
      >
        Accept
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<BlockIcon />}
        aria-label={`Refuse dispute from ${subject}`}
        onClick={() => onRefuse(dispute)}
      >
        Refuse
      </Button>
    </Box>
  );
}
