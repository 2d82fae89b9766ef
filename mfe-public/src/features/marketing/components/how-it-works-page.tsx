import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Section, Steps } from '../../../shared/feature-grid';
import { PageHero } from '../../../shared/page-hero';
import { HOW_IT_WORKS_STEPS } from './home-sections';

const DEALER_STEPS = [
  { title: 'Sign up free', text: 'Create your dealership account. Our team reviews it, and your first month is free.' },
  {
    title: 'List your deals',
    text: 'Add vehicles with photos, monthly payment, term and mileage options in a six-step form.',
  },
  {
    title: 'Receive verified leads',
    text: 'Shoppers confirm their email before their request reaches you, so every lead is real.',
  },
];

/** /how-it-works */
export function HowItWorksPage() {
  return (
    <Box>
      <PageHero
        eyebrow="How it works"
        title="From search to keys in three steps"
        subtitle="Whether you are leasing your next car or listing your inventory, here is how the marketplace works."
      />
      <Section title="For shoppers" subtitle="Searching and requesting deals is free.">
        <Steps steps={HOW_IT_WORKS_STEPS} />
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={RouterLink} to={paths.listings.getHref()} variant="contained" size="large">
            Start searching
          </Button>
        </Box>
      </Section>
      <Section title="For dealers" subtitle="First month free, no contract, cancel anytime." bg="background.default">
        <Steps steps={DEALER_STEPS} />
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={RouterLink} to={paths.partner.getHref()} variant="outlined" size="large">
            Partner with us
          </Button>
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center', mt: 2 }}>
          Questions? Read the <RouterLink to={paths.faq.getHref()}>FAQ</RouterLink>.
        </Typography>
      </Section>
    </Box>
  );
}
