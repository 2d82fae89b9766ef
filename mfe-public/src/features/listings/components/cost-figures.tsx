import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LeaseCost } from 'shared-contracts';
import { formatMoney } from 'shared-ui';

export interface CostFiguresProps {
  cost: LeaseCost;
  /** "large" on the deal page. */
  size?: 'small' | 'large';
}

/** Due at signing, effective monthly and total cost of one lease choice, side by side. */
export function CostFigures({ cost, size = 'small' }: CostFiguresProps) {
  const large = size === 'large';
  const rows: Array<[string, string]> = [
    ['Due at signing', formatMoney(cost.dueAtSigning)],
    ['Effective monthly', formatMoney(cost.effectiveMonthly)],
    ['Total cost', formatMoney(cost.totalCost)],
  ];
  return (
    <Box
      component="dl"
      aria-label="Lease cost"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: large ? 1.5 : 1 }}
    >
      {rows.map(([label, value]) => (
        // Values line up at the bottom when a label wraps onto two lines.
        <Box
          key={label}
          sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}
        >
          <Typography
            component="dt"
            sx={{ fontSize: large ? '0.75rem' : '0.7rem', color: 'text.secondary', fontWeight: 600, lineHeight: 1.25 }}
          >
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: 700, fontSize: large ? '1.1rem' : '0.95rem', lineHeight: 1.3 }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
