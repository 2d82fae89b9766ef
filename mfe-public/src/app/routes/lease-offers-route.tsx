import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { LeaseOffers } from '../../features/listings/components/lease-offers';
import { PageHero } from '../../shared/page-hero';

/** /lease-offers: every current limited-time offer, lowest monthly payment first, paged. */
export function LeaseOffersRoute() {
  return (
    <Box>
      <PageHero
        eyebrow="Lease offers"
        title="Limited-time lease offers"
        subtitle="Dealers’ current specials, lowest monthly payments first. Offers change often: when you see one you like, request it."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
        <LeaseOffers />
      </Container>
    </Box>
  );
}
