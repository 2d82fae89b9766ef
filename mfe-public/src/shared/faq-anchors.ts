/** Answers of /faq other pages link to (/faq#lease-cost from a deal page's price, /faq#deal-score from its score). */
export const FAQ_ANCHORS = { leaseCost: 'lease-cost', dealScore: 'deal-score' } as const;
