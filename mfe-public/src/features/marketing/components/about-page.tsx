import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { DirectionsCarIcon, ShieldIcon, StorefrontIcon } from 'shared-ui';
import { paths } from '../../../config/paths';
import { SITE } from '../../../config/site';
import { FeatureGrid, Section } from '../../../shared/feature-grid';
import { PriceCheckIcon } from '../../../shared/icons';
import { PageHero } from '../../../shared/page-hero';

/** /about */
export function AboutPage() {
  return (
    <Box>
      <PageHero
        eyebrow="About us"
        title="Car leasing, without the guesswork"
        subtitle={`${SITE.tagline}. ${SITE.subTagline}`}
      />
      <Section>
        <Container maxWidth="md" disableGutters>
          <Typography sx={{ fontSize: '1.1rem' }}>
            Leasing a car should start with a clear number: what you pay each month. Too often it starts with a phone
            call and a negotiation instead. We built a marketplace where dealers publish real monthly lease offers, with
            the down payment, mileage allowance and term next to the price, so shoppers can compare before they talk to
            anyone.
          </Typography>
          <Typography sx={{ mt: 2, fontSize: '1.1rem' }}>
            Dealers get shoppers who already know what they want and what it costs. Shoppers get a straight answer. That
            is the whole idea.
          </Typography>
        </Container>
      </Section>
      <Section title="What we stand for" bg="background.default">
        <FeatureGrid
          items={[
            {
              icon: <PriceCheckIcon />,
              title: 'Prices up front',
              text: 'Every listing shows its monthly payment and the terms behind it.',
            },
            {
              icon: <ShieldIcon />,
              title: 'Privacy by default',
              text: 'Your details go only to the dealer you choose, after you confirm your email.',
            },
            {
              icon: <StorefrontIcon />,
              title: 'Fair to dealers',
              text: 'A free first month, no contract, and a simple monthly plan with a per-lead fee.',
            },
          ]}
        />
      </Section>
      <Section>
        <Box sx={{ textAlign: 'center' }}>
          <DirectionsCarIcon color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h4" component="h2" sx={{ mt: 1 }}>
            Ready to find your next car?
          </Typography>
          <Button component={RouterLink} to={paths.listings.getHref()} variant="contained" size="large" sx={{ mt: 3 }}>
            Browse lease deals
          </Button>
        </Box>
      </Section>
    </Box>
  );
}
