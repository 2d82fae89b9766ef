import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { TrendingUpIcon, VerifiedIcon } from 'shared-ui';
import { paths } from '../../../config/paths';
import { FeatureGrid, Section } from '../../../shared/feature-grid';
import { InsightsIcon, SavingsIcon } from '../../../shared/icons';
import { PageHero } from '../../../shared/page-hero';
import { PricingCard } from './pricing-card';

/** /partner: why dealers partner with us, and the price. */
export function PartnerPage() {
  return (
    <Box>
      <PageHero
        eyebrow="Partner with us"
        title="Put your lease deals in front of ready-to-lease shoppers"
        subtitle="First month free, no contract, cancel anytime."
      >
        <Box sx={{ display: 'flex', gap: 1.5, mt: 4, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={paths.landing.getHref()}
            variant="contained"
            size="large"
            sx={{ bgcolor: '#fff', color: 'primary.dark', '&:hover': { bgcolor: '#eef3ff' } }}
          >
            Start your free month
          </Button>
          <Button
            component={RouterLink}
            to={paths.dealerLogin.getHref()}
            variant="outlined"
            size="large"
            sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.6)' }}
          >
            Dealer sign in
          </Button>
        </Box>
      </PageHero>
      <Section title="Why partner with us">
        <FeatureGrid
          columns={4}
          items={[
            {
              icon: <VerifiedIcon />,
              title: 'Verified leads',
              text: 'Shoppers confirm their email before their request reaches you.',
            },
            {
              icon: <TrendingUpIcon />,
              title: 'Buyers with intent',
              text: 'They have already filtered by budget and body type before they contact you.',
            },
            {
              icon: <SavingsIcon />,
              title: 'Pay for results',
              text: 'A flat monthly plan and a fee only for verified leads.',
            },
            {
              icon: <InsightsIcon />,
              title: 'Simple dashboard',
              text: 'Listings, leads, enquiries and billing in one place.',
            },
          ]}
        />
      </Section>
      <Section
        title="Simple pricing"
        subtitle="One plan. Try it free for a month, then keep it only if it works for you."
        bg="background.default"
      >
        <PricingCard ctaLabel="Start your free month" ctaHref={paths.landing.getHref()} />
      </Section>
    </Box>
  );
}
