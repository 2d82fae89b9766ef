import { styled } from '@mui/material/styles';
import { dealScoreBand, type DealScore, type DealScoreTone } from 'shared-contracts';
import { DEAL_SCORE_COLOURS } from '../lib/deal-score-words';

export interface DealScoreBadgeProps {
  dealScore: DealScore | null | undefined;
  /** "large" on the deal page. */
  size?: 'small' | 'large';
}

interface BadgeStyle {
  tone: DealScoreTone;
  large: boolean;
}

const notStyleProp = (prop: PropertyKey) => prop !== 'tone' && prop !== 'large';

// Styles made once here (the badge is on every card of a search page), by tone and size.
const Pill = styled('span', { shouldForwardProp: notStyleProp })<BadgeStyle>(({ theme, tone, large }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  borderRadius: 999,
  paddingLeft: theme.spacing(0.5),
  paddingRight: theme.spacing(large ? 1.5 : 1),
  paddingTop: theme.spacing(0.375),
  paddingBottom: theme.spacing(0.375),
  backgroundColor: DEAL_SCORE_COLOURS[tone].bg,
  color: DEAL_SCORE_COLOURS[tone].fg,
  fontWeight: 700,
  fontSize: large ? '0.95rem' : '0.78rem',
  lineHeight: 1,
  whiteSpace: 'nowrap',
  boxShadow: '0 1px 3px rgba(15, 23, 42, 0.25)',
}));

const Score = styled('span', { shouldForwardProp: notStyleProp })<BadgeStyle>(({ tone, large }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: large ? 30 : 24,
  height: large ? 30 : 24,
  borderRadius: 999,
  backgroundColor: 'rgba(255, 255, 255, 0.9)',
  color: tone === 'high' || tone === 'fair' ? '#37404d' : DEAL_SCORE_COLOURS[tone].bg,
  fontWeight: 800,
  fontSize: large ? '0.95rem' : '0.8rem',
}));

/** "87 Great deal": the score in a pill with its word; nothing while the listing has no score. */
export function DealScoreBadge({ dealScore, size = 'small' }: DealScoreBadgeProps) {
  if (!dealScore) return null;
  const { word, tone } = dealScoreBand(dealScore.score);
  const large = size === 'large';
  return (
    <Pill tone={tone} large={large} role="img" aria-label={`Deal score ${dealScore.score} out of 100: ${word}`}>
      <Score tone={tone} large={large} aria-hidden>
        {dealScore.score}
      </Score>
      <span aria-hidden>{word}</span>
    </Pill>
  );
}
