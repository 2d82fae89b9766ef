// The word beside a deal score (0-100), as shoppers read it on cards and deal pages.

export type DealScoreTone = 'great' | 'good' | 'fair' | 'high';

export const DEAL_SCORE_BANDS: ReadonlyArray<{ min: number; word: string; tone: DealScoreTone }> = [
  { min: 80, word: 'Great deal', tone: 'great' },
  { min: 65, word: 'Good deal', tone: 'good' },
  { min: 45, word: 'Fair deal', tone: 'fair' },
  { min: 0, word: 'High price', tone: 'high' },
];

/** "Great deal" (80+), "Good deal" (65-79), "Fair deal" (45-64), "High price" (below 45). */
export function dealScoreBand(score: number): { word: string; tone: DealScoreTone } {
  return DEAL_SCORE_BANDS.find((b) => score >= b.min) ?? DEAL_SCORE_BANDS[DEAL_SCORE_BANDS.length - 1];
}

/** Background and text colours of each band (readable on a picture and on white: WCAG AA, 4.5:1 or more). */
export const DEAL_SCORE_COLOURS: Record<DealScoreTone, { bg: string; fg: string }> = {
  great: { bg: '#0b5e30', fg: '#ffffff' },
  good: { bg: '#1b7a43', fg: '#ffffff' },
  fair: { bg: '#f2c94c', fg: '#3d2e00' },
  high: { bg: '#e0e3e8', fg: '#37404d' },
};
