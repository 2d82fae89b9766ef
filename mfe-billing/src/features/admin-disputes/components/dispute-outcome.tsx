import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AdminDispute, DisputeStatus } from 'shared-contracts';
import { BoltIcon, formatDay } from 'shared-ui';

const STATUS: Record<DisputeStatus, { label: string; color: ChipProps['color'] }> = {
  open: { label: 'Open', color: 'warning' },
  accepted: { label: 'Accepted', color: 'success' },
  refused: { label: 'Refused', color: 'error' },
};

/** The status chip, the auto-accepted marker (decided by the rules, not an admin) and the decision's note and day. */
export function DisputeOutcome({ dispute: d }: { dispute: AdminDispute }) {
  const { label, color } = STATUS[d.status];
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start', maxWidth: 180 }}>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          variant="outlined"
          color={color}
          label={label}
          sx={{ bgcolor: 'background.paper', fontWeight: 600 }}
        />
        {d.autoResolved && (
          <Chip
            size="small"
            icon={<BoltIcon />}
            label="Auto-accepted"
            title="Accepted by the rules: the same person sent this lead before"
          />
        )}
      </Box>
      {d.resolvedAt && (
        <Typography variant="caption" color="textSecondary">{`Decided ${formatDay(d.resolvedAt)}`}</Typography>
      )}
      {d.resolutionNote && (
        <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {d.resolutionNote}
        </Typography>
      )}
    </Box>
  );
}
