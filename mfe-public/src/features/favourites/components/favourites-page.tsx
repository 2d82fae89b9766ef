import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ErrorPanel, FavoriteBorderIcon, Pagination } from 'shared-ui';
import { paths } from '../../../config/paths';
import type { ComponentType, ReactNode } from 'react';
import type { ListingSummary } from 'shared-contracts';
import { usePriceDropAlerts, useFavouritesPage, useToggleFavourite } from '../../../shared/keep/favourites-api';

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

function PriceDropSwitch() {
  const { priceDrops, loading, set, saving } = usePriceDropAlerts();
  return (
    <FormControlLabel
      control={
        <Switch checked={priceDrops ?? true} disabled={loading || saving} onChange={(e) => set(e.target.checked)} />
      }
      label="Email me when a favorite's price drops"
    />
  );
}

function EmptyFavourites() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 3 }}>
      <FavoriteBorderIcon sx={{ fontSize: 48, color: 'error.main' }} />
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        No favorites yet
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1, maxWidth: 460, mx: 'auto' }}>
        Tap the heart on any lease deal to keep it here. We will email you if its monthly price drops.
      </Typography>
      <Button component={RouterLink} to={paths.listings.getHref()} variant="contained" sx={{ mt: 3 }}>
        Browse lease deals
      </Button>
    </Paper>
  );
}

export interface FavouritesPageProps {
  /** The search's card (with its heart), composed in src/app. */
  Card: ComponentType<{ listing: ListingSummary }>;
  /** Placeholder cards while the page loads. */
  loading: ReactNode;
}

/** /user/favourites: the consumer's kept deals as cards, newest first, with remove and the price-drop mail switch. */
export function FavouritesPage({ Card, loading }: FavouritesPageProps) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError, refetch, isPlaceholderData } = useFavouritesPage(page);
  const toggle = useToggleFavourite();
  const total = data?.pagination.total ?? 0;
  return (
    <Box sx={{ bgcolor: 'background.default', py: { xs: 3, md: 6 } }}>
      <Container maxWidth="lg" sx={{ display: 'grid', gap: 3 }}>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2 }}
        >
          <Box>
            <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
              My favorites{data && total > 0 ? ` (${total})` : ''}
            </Typography>
            <Typography color="textSecondary" sx={{ mt: 0.5 }}>
              The lease deals you keep, newest first.
            </Typography>
          </Box>
          <PriceDropSwitch />
        </Box>
        {isError && (
          <ErrorPanel
            title="We could not load your favorites"
            message="Please check your connection and try again."
            onRetry={() => void refetch()}
          />
        )}
        {isPending && loading}
        {data && total === 0 && <EmptyFavourites />}
        {data && data.favourites.length > 0 && (
          <Box sx={{ ...grid, opacity: isPlaceholderData ? 0.6 : 1 }}>
            {data.favourites.map((f) => (
              <Box key={f.listingId} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                <Box sx={{ flex: 1, opacity: f.available ? 1 : 0.55 }}>
                  <Card listing={f.listing} />
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                  {f.available ? <span /> : <Chip size="small" label="No longer available" />}
                  <Button
                    size="small"
                    color="inherit"
                    disabled={toggle.isPending}
                    onClick={() => toggle.mutate({ listingId: f.listingId, favourite: false })}
                  >
                    Remove
                  </Button>
                </Box>
              </Box>
            ))}
          </Box>
        )}
        {data && data.pagination.totalPages > 1 && (
          <Pagination
            page={page}
            totalPages={data.pagination.totalPages}
            onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        )}
      </Container>
    </Box>
  );
}
