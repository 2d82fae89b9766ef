import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { homePathFor, useAuthStore } from 'shared-auth';
import { ArrowForwardIcon } from 'shared-ui';
import { paths } from '../../config/paths';
import { FeaturedListings } from '../../features/listings/components/featured-listings';
import { HeroSearch } from '../../features/listings/components/hero-search';
import { DealerCta, HomeHero, HowItWorksSection, TrustStrip } from '../../features/marketing/components/home-sections';
import { PageHead } from '../../shared/page-head';

/** The deals the home page features (the server prefetches the same search). */
export const FEATURED_SEARCH = { sort: 'popular', limit: 6, page: 1 } as const;

/** `/`: the public home (admins and dealers go to their dashboards). */
export function HomeRoute() {
  const user = useAuthStore((s) => (s.isAuthenticated ? s.user : null));
  if (user && user.role !== 'user') return <Navigate to={homePathFor(user)} replace />;
  return (
    <Box>
      <PageHead
        title="Car lease deals from trusted dealers"
        description="Compare transparent monthly car lease deals from trusted dealers. Filter by make, model, body type and budget, then request the deal you like."
        canonicalPath="/"
      />
      <HomeHero search={<HeroSearch />} />
      <TrustStrip />
      <Box component="section" aria-label="Featured deals" sx={{ py: { xs: 5, md: 8 } }}>
        <Container maxWidth="lg">
          <Box
            sx={{
              display: 'flex',
              alignItems: { xs: 'flex-start', sm: 'flex-end' },
              justifyContent: 'space-between',
              gap: 2,
              mb: 3,
              flexDirection: { xs: 'column', sm: 'row' },
            }}
          >
            <Box>
              <Typography variant="h3" component="h2" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
                Featured deals
              </Typography>
              <Typography color="textSecondary" sx={{ mt: 0.5 }}>
                The lease offers shoppers are looking at right now.
              </Typography>
            </Box>
            <Button component={RouterLink} to={paths.listings.getHref()} endIcon={<ArrowForwardIcon />}>
              Browse all deals
            </Button>
          </Box>
          <FeaturedListings sort={FEATURED_SEARCH.sort} limit={FEATURED_SEARCH.limit} />
        </Container>
      </Box>
      <HowItWorksSection />
      <DealerCta />
    </Box>
  );
}
