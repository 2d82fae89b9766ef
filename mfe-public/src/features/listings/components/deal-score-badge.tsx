import Box from '@mui/material/Box';
import { dealScoreBand, type DealScore } from 'shared-contracts';
import { DEAL_SCORE_COLOURS } from '../lib/deal-score-words';

export interface DealScoreBadgeProps {
  dealScore: DealScore | null | undefined;
  /** "large" on the deal page. */
  size?: 'small' | 'large';
}

/** "87 Great deal": the score in a pill with its word; nothing while the listing has no score. */
export function DealScoreBadge({ dealScore, size = 'small' }: DealScoreBadgeProps) {
  if (!dealScore) return null;
  const { word, tone } = dealScoreBand(dealScore.score);
  const colours = DEAL_SCORE_COLOURS[tone];
  const large = size === 'large';
  return (
    <Box
      component="span"
      role="img"
      aria-label={`Deal score ${dealScore.score} out of 100: ${word}`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        borderRadius: 999,
        pl: 0.5,
        pr: large ? 1.5 : 1,
        py: 0.375,
        bgcolor: colours.bg,
        color: colours.fg,
        fontWeight: 700,
        fontSize: large ? '0.95rem' : '0.78rem',
        lineHeight: 1,
        whiteSpace: 'nowrap',
        boxShadow: '0 1px 3px rgba(15, 23, 42, 0.25)',
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          display: 'inline-grid',
          placeItems: 'center',
          minWidth: large ? 30 : 24,
          height: large ? 30 : 24,
          borderRadius: 999,
          bgcolor: 'rgba(255, 255, 255, 0.9)',
          color: tone === 'high' || tone === 'fair' ? '#37404d' : colours.bg,
          fontWeight: 800,
          fontSize: large ? '0.95rem' : '0.8rem',
        }}
      >
        {dealScore.score}
      </Box>
      <span aria-hidden>{word}</span>
    </Box>
  );
}
