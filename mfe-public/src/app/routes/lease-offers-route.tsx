import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { FeaturedListings } from '../../features/listings/components/featured-listings';
import { PageHero } from '../../shared-local/page-hero';

/** /lease-offers: current limited-time offers (or, when none is flagged, the lowest prices). */
export function LeaseOffersRoute() {
  return (
    <Box>
      <PageHero eyebrow="Lease offers" title="Limited-time lease offers" subtitle="Dealers’ current specials, lowest monthly payments first. Offers change often: when you see one you like, request it." />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
        <FeaturedListings sort="price_asc" limit={30} limitedOnly empty="No special offers right now. New deals arrive every week." />
      </Container>
    </Box>
  );
}
