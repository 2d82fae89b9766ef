// The word beside a deal score (0-100), as shoppers read it on cards and deal pages, and as the
// API's tests check it against the score's reasons (api/src/listings/deal-score.ts).

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
