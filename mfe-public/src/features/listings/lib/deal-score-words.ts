// The colours of a deal score's word (the words themselves are shared-contracts deal-score-labels).
import type { DealScoreTone } from 'shared-contracts';

/** Background and text colours of each band (readable on a picture and on white: WCAG AA, 4.5:1 or more). */
export const DEAL_SCORE_COLOURS: Record<DealScoreTone, { bg: string; fg: string }> = {
  great: { bg: '#0b5e30', fg: '#ffffff' },
  good: { bg: '#1b7a43', fg: '#ffffff' },
  fair: { bg: '#f2c94c', fg: '#3d2e00' },
  high: { bg: '#e0e3e8', fg: '#37404d' },
};
