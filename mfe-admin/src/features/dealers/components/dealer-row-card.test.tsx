import { dealerCounts } from './dealer-row-card';

describe('dealerCounts (the phone card line)', () => {
  it('says "1 listing" and "1 lead" in the singular, other counts in the plural, with separators', () => {
    expect(dealerCounts({ totalListings: 1, totalLeadsReceived: 1 })).toBe('1 listing • 1 lead');
    expect(dealerCounts({ totalListings: 0, totalLeadsReceived: 2 })).toBe('0 listings • 2 leads');
    expect(dealerCounts({ totalListings: 1204, totalLeadsReceived: 0 })).toBe('1,204 listings • 0 leads');
  });
});
