/** Copy shared by several pages. */
export const SITE = {
  tagline: 'Drive the best, pay the least',
  subTagline: 'Transparent car leasing made easy.',
  supportEmail: 'support@leasemarket.example',
} as const;
