import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowForwardIcon, CheckCircleIcon, TrendingUpIcon, VerifiedIcon } from 'shared-ui';
import { dealerSignUpHref } from '../../../config/paths';
import { FeatureGrid, Section, Steps } from '../../../shared/feature-grid';
import { EventAvailableIcon, InsightsIcon, SavingsIcon, SupportIcon } from '../../../shared/icons';
import { PricingCard } from './pricing-card';

const OFFER = ['First month free', 'No contract', 'Cancel anytime'];

/** The /landing body: the dealer offer (the shell draws the landing header and footer). */
export function DealerLanding() {
  return (
    <Box>
      <Box
        component="section"
        aria-label="First month free"
        sx={{
          color: '#fff',
          background:
            'radial-gradient(900px 420px at 90% 0%, rgba(45,212,191,0.35), transparent), linear-gradient(125deg, #062a2a 0%, #0f4c4a 50%, #0f766e 100%)',
          py: { xs: 7, md: 12 },
        }}
      >
        <Container maxWidth="lg">
          <Typography variant="overline" sx={{ color: '#99f6e4' }}>
            For dealerships
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '2.2rem', sm: '2.8rem', md: '3.5rem' }, maxWidth: 820 }}>
            Get more lease customers. Your first month is on us.
          </Typography>
          <Typography sx={{ mt: 2, fontSize: { xs: '1rem', md: '1.2rem' }, opacity: 0.92, maxWidth: 660 }}>
            List your lease offers where shoppers compare monthly payments, and receive leads from people who have
            confirmed their email and already like your price.
          </Typography>
          <Box sx={{ display: 'flex', gap: { xs: 1.5, md: 3 }, mt: 3, flexWrap: 'wrap' }}>
            {OFFER.map((o) => (
              <Box key={o} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                <CheckCircleIcon sx={{ color: '#5eead4' }} />
                <Typography sx={{ fontWeight: 600 }}>{o}</Typography>
              </Box>
            ))}
          </Box>
          <Button
            component={RouterLink}
            to={dealerSignUpHref()}
            variant="contained"
            size="large"
            endIcon={<ArrowForwardIcon />}
            sx={{
              mt: 4,
              bgcolor: '#fff',
              color: '#0f4c4a',
              px: 4,
              py: 1.5,
              fontSize: '1.05rem',
              '&:hover': { bgcolor: '#f0fdfa' },
            }}
          >
            Start Free Month
          </Button>
        </Container>
      </Box>

      <Section
        title="Why dealers list with us"
        subtitle="Built for lease departments that want fewer tire-kickers and more signed contracts."
      >
        <FeatureGrid
          items={[
            {
              icon: <VerifiedIcon />,
              title: 'Only verified leads',
              text: 'Every request comes from a shopper who confirmed their email address.',
            },
            {
              icon: <TrendingUpIcon />,
              title: 'Shoppers who know their budget',
              text: 'They find you by monthly payment, make and body type, so they arrive ready to talk terms.',
            },
            {
              icon: <SavingsIcon />,
              title: 'Predictable cost',
              text: 'A flat monthly plan plus a fee per verified lead. No setup fee, no contract.',
            },
            {
              icon: <InsightsIcon />,
              title: 'One dashboard',
              text: 'Manage listings, leads, enquiries and billing from one place.',
            },
            {
              icon: <EventAvailableIcon />,
              title: 'Live in a day',
              text: 'Sign up, get approved, add your first listing with photos in minutes.',
            },
            {
              icon: <SupportIcon />,
              title: 'People who answer',
              text: 'Priority support from a team that knows leasing.',
            },
          ]}
        />
      </Section>

      <Section title="How it works" bg="background.default">
        <Steps
          steps={[
            { title: 'Create your account', text: 'Tell us about your dealership. Our team reviews and approves it.' },
            {
              title: 'List your lease deals',
              text: 'Add vehicles with photos, monthly payment, terms and mileage options.',
            },
            {
              title: 'Receive verified leads',
              text: 'Shoppers request your deal; you get their details once they confirm their email.',
            },
          ]}
        />
      </Section>

      <Section
        title="Simple, honest pricing"
        subtitle="Try everything free for your first month. After that, keep it only if it pays for itself."
      >
        <PricingCard ctaLabel="Start Free Month" ctaHref={dealerSignUpHref()} />
        <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center', mt: 3 }}>
          We send reminder emails 7 and 3 days before your free month ends. Cancel before then and you pay nothing.
        </Typography>
      </Section>
    </Box>
  );
}
