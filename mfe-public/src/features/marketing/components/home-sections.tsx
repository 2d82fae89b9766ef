import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowForwardIcon, DirectionsCarIcon, ShieldIcon, StorefrontIcon, VerifiedIcon } from 'shared-ui';
import { paths } from '../../../config/paths';
import { SITE } from '../../../config/site';
import { HandshakeIcon, PriceCheckIcon } from '../../../shared/icons';
import { Section, Steps } from '../../../shared/feature-grid';

export const HOW_IT_WORKS_STEPS = [
  {
    title: 'Search and compare',
    text: 'Filter real lease offers by make, model, body type and monthly budget. Every price is shown per month, up front.',
  },
  {
    title: 'Request the deal',
    text: 'Send a request in under a minute. Confirm your email and the dealer gets your details, nobody else.',
  },
  {
    title: 'Drive away',
    text: 'The dealer contacts you to finalise the paperwork and the pick-up. No haggling marathon, no hidden steps.',
  },
];

/** The home hero: headline and the slot for the search filters. */
export function HomeHero({ search }: { search: React.ReactNode }) {
  return (
    <Box
      component="section"
      aria-label="Search lease deals"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: '#fff',
        background:
          'radial-gradient(900px 420px at 85% 0%, rgba(91,140,255,0.55), transparent), linear-gradient(125deg, #081a33 0%, #0f3461 55%, #1a56a0 100%)',
        pt: { xs: 6, md: 11 },
        pb: { xs: 6, md: 10 },
      }}
    >
      <Container maxWidth="lg" sx={{ position: 'relative' }}>
        <Typography variant="overline" sx={{ color: '#9fc0ff' }}>
          {SITE.tagline}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '2.2rem', sm: '2.8rem', md: '3.5rem' }, maxWidth: 780 }}>
          Lease your next car at a price you can see up front
        </Typography>
        <Typography
          sx={{ mt: 2, mb: { xs: 3, md: 4 }, fontSize: { xs: '1rem', md: '1.2rem' }, opacity: 0.9, maxWidth: 640 }}
        >
          {SITE.subTagline} Compare monthly payments from trusted dealers and request the deal you like in one step.
        </Typography>
        {search}
        <Box sx={{ display: 'flex', gap: { xs: 2, md: 4 }, mt: 3, flexWrap: 'wrap', opacity: 0.9 }}>
          {['Monthly price on every deal', 'Verified dealers only', 'Free for shoppers'].map((t) => (
            <Box key={t} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <VerifiedIcon sx={{ fontSize: 18, color: '#9fc0ff' }} />
              <Typography variant="body2">{t}</Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

/** Three steps from search to keys. */
export function HowItWorksSection() {
  return (
    <Section title="How it works" subtitle="From browsing to driving in three simple steps." bg="background.default">
      <Steps steps={HOW_IT_WORKS_STEPS} />
    </Section>
  );
}

/** Why shoppers can trust the prices. */
export function TrustStrip() {
  const items = [
    {
      icon: <PriceCheckIcon />,
      title: 'Transparent pricing',
      text: 'Monthly payment, down payment, MSRP and mileage terms on every listing.',
    },
    {
      icon: <ShieldIcon />,
      title: 'Reviewed dealers',
      text: 'Every dealership is approved by our team before its deals go live.',
    },
    {
      icon: <HandshakeIcon />,
      title: 'Your details, your choice',
      text: 'Only the dealer you ask hears from you, after you confirm your email.',
    },
    {
      icon: <DirectionsCarIcon />,
      title: 'Every body type',
      text: 'Sedans, SUVs, pickups, EVs: compare them side by side.',
    },
  ];
  return (
    <Box
      component="section"
      aria-label="Why shop with us"
      sx={{ borderBlock: '1px solid', borderColor: 'divider', bgcolor: 'background.paper', py: { xs: 4, md: 5 } }}
    >
      <Container
        maxWidth="lg"
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
      >
        {items.map((item) => (
          <Box key={item.title} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <Box sx={{ color: 'primary.main', mt: 0.25, '& svg': { fontSize: 28 } }}>{item.icon}</Box>
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{item.title}</Typography>
              <Typography variant="body2" color="textSecondary">
                {item.text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Container>
    </Box>
  );
}

/** Dealers: first month free. */
export function DealerCta() {
  return (
    <Box component="section" aria-label="For dealers" sx={{ py: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            borderRadius: 2,
            p: { xs: 3, md: 6 },
            color: '#fff',
            background: 'linear-gradient(120deg, #0f766e 0%, #115e59 100%)',
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { xs: 'flex-start', md: 'center' },
            justifyContent: 'space-between',
            gap: 3,
          }}
        >
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <StorefrontIcon sx={{ fontSize: 44, display: { xs: 'none', sm: 'block' } }} />
            <Box>
              <Typography variant="h4" component="h2">
                Are you a dealer?
              </Typography>
              <Typography sx={{ mt: 1, opacity: 0.92, maxWidth: 620 }}>
                Reach shoppers who already know what they want to pay. Your first month is free, no contract, cancel
                anytime.
              </Typography>
            </Box>
          </Box>
          <Button
            component={RouterLink}
            to={paths.landing.getHref()}
            variant="contained"
            size="large"
            endIcon={<ArrowForwardIcon />}
            sx={{ bgcolor: '#fff', color: '#115e59', flexShrink: 0, '&:hover': { bgcolor: '#f0fdfa' } }}
          >
            List your inventory
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
