import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { MonthCounts } from 'shared-contracts';
import { StatCard, TrendingDownIcon, TrendingFlatIcon, TrendingUpIcon } from 'shared-ui';
import { formatCount, monthChange } from '../funnel';

export interface MonthCardProps {
  label: string;
  counts: MonthCounts | undefined;
  icon: ReactNode;
  color: 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';
  /** A last line under the change (e.g. the all-time total). */
  footnote?: string;
  loading: boolean;
}

const TREND = {
  up: { Icon: TrendingUpIcon, color: 'success.main' },
  down: { Icon: TrendingDownIcon, color: 'error.main' },
  same: { Icon: TrendingFlatIcon, color: 'text.secondary' },
} as const;

/** A count for this calendar month, its change against last month by the same day, and last month's total. */
export function MonthCard({ label, counts, icon, color, footnote, loading }: MonthCardProps) {
  const change = counts && monthChange(counts);
  const trend = change && TREND[change.direction];
  return (
    <StatCard
      label={label}
      value={formatCount(counts?.thisMonth ?? 0)}
      icon={icon}
      color={color}
      loading={loading}
      hint={
        counts &&
        trend &&
        change && (
          <>
            <Box
              component="span"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: trend.color, fontWeight: 600 }}
            >
              <trend.Icon sx={{ fontSize: 16 }} aria-hidden />
              {change.text}
            </Box>
            <Box component="span" sx={{ display: 'block' }}>
              {`Last month: ${formatCount(counts.lastMonth)}`}
              {footnote && ` · ${footnote}`}
            </Box>
          </>
        )
      }
    />
  );
}
