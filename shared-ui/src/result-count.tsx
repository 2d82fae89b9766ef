import Typography from '@mui/material/Typography';
import { groupedNumber } from 'shared-contracts';

export interface ResultCountProps {
  total: number;
  /** The shown rows are the previous search's while the next one loads. */
  searching: boolean;
  one: string;
  many: string;
}

/** "12 leads" beside a list's search field, or "Searching…" while the next answer loads. */
export function ResultCount({ total, searching, one, many }: ResultCountProps) {
  return (
    <Typography variant="body2" color="textSecondary" sx={{ ml: { sm: 'auto' } }} aria-live="polite">
      {searching ? 'Searching…' : `${groupedNumber(total)} ${total === 1 ? one : many}`}
    </Typography>
  );
}
