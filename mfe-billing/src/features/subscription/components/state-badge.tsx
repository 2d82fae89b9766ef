import Chip from '@mui/material/Chip';
import { SUBSCRIPTION_BADGES, type SubscriptionState } from 'shared-contracts';
import { BADGE_COLORS } from '../plan-rules';

/** The plan-state badge of spec 2 section 4 ("Free Trial", "Pro Subscriber", "Trial Ended"...). */
export function StateBadge({ state }: { state: SubscriptionState }) {
  return (
    <Chip
      label={SUBSCRIPTION_BADGES[state]}
      color={BADGE_COLORS[state]}
      aria-label={`Plan state: ${SUBSCRIPTION_BADGES[state]}`}
    />
  );
}
