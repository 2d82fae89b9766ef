import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQueries } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { notify } from 'shared-auth';
import type { Listing } from 'shared-contracts';
import { ArrowBackIcon, listingQueryOptions } from 'shared-ui';
import { paths } from '../../config/paths';
import { PageHead } from '../../shared/page-head';
import { useHydrated } from '../../shared/use-hydrated';
import { useLastSearchHref } from '../../shared/last-search';
import { compareSections } from './compare-rows';
import { COMPARE_LIMIT, useComparePicks, useCompareStore } from './compare-store';
import { CompareTable } from './compare-table';

/** The ids of `?ids=a,b,c`: distinct, at most three. */
export function parseCompareIds(value: string | null): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && s.length <= 100);
  return [...new Set(ids)].slice(0, COMPARE_LIMIT);
}

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

/**
 * /compare?ids=a,b,c: up to three deals side by side. The URL is the source of truth (a shared
 * link shows its deals, and the compare bar follows it); without ids the browser's picks are
 * written into the URL. Rendered by the browser only (it reads the picks from localStorage).
 */
export function ComparePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const picks = useComparePicks();
  const backToSearch = useLastSearchHref();
  const theme = useTheme();
  const stacked = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [onlyDifferences, setOnlyDifferences] = useState(false);

  const hasIds = params.has('ids');
  const ids = useMemo(() => parseCompareIds(params.get('ids')), [params]);

  // No ids in the URL: the picks of this browser, put in the URL so the page can be shared.
  useEffect(() => {
    if (hydrated && !hasIds && picks.length) navigate(paths.compare.getHref(picks.map((p) => p.id)), { replace: true });
  }, [hydrated, hasIds, picks, navigate]);

  const results = useQueries({ queries: ids.map((id) => ({ ...listingQueryOptions(id), retry: false })) });
  const settled = results.every((r) => !r.isPending);
  const listings = results.map((r) => r.data).filter((l): l is Listing => l !== undefined);
  const missing = ids.filter(
    (_, i) => results[i]?.isError && [404, 403, 400].includes(statusOf(results[i].error) as number),
  );
  const failed = results.some((r, i) => r.isError && !missing.includes(ids[i]));

  // The compare bar follows the page: its picks become the deals shown here.
  const loadedKey = listings.map((l) => l.id).join(',');
  useEffect(() => {
    if (!hydrated || !hasIds || !settled || failed) return;
    const store = useCompareStore.getState();
    if (store.picks.map((p) => p.id).join(',') === loadedKey) return;
    store.replace(
      listings.map((l) => ({ id: l.id, title: `${l.make} ${l.model} ${l.year}`, picture: l.imageUrls?.[0] })),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the loaded ids say it all
  }, [hydrated, hasIds, settled, failed, loadedKey]);

  const remove = (id: string) => {
    useCompareStore.getState().remove(id);
    const rest = ids.filter((x) => x !== id);
    navigate(rest.length ? paths.compare.getHref(rest) : paths.compare.getHref(), { replace: true });
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify('Link copied', 'success');
    } catch {
      notify('Copy the address from your browser’s address bar to share this comparison.', 'info');
    }
  };

  const sections = useMemo(() => {
    const all = compareSections(listings);
    if (!onlyDifferences) return all;
    return all.map((s) => ({ ...s, rows: s.rows.filter((r) => r.differs) })).filter((s) => s.rows.length > 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the loaded ids say it all
  }, [loadedKey, onlyDifferences]);

  const waitingForPicks = !hasIds && (!hydrated || picks.length > 0);
  const empty = hydrated && !ids.length && !picks.length;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead
        title="Compare lease deals"
        description="Up to three car lease deals side by side: monthly, due at signing, effective monthly, total cost, deal score, specs and features."
        canonicalPath={paths.compare.getHref()}
        noIndex
      />
      <Button component={RouterLink} to={backToSearch} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Back to search
      </Button>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2.5,
        }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            Compare lease deals
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 0.5, maxWidth: 640 }}>
            What each deal costs over its lease (its quoted term and mileage), its deal score, specs and features.
            Highlighted rows differ.
          </Typography>
        </Box>
        {listings.length > 0 && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            {listings.length > 1 && (
              <FormControlLabel
                control={<Switch checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} />}
                label="Only differences"
              />
            )}
            <Button variant="outlined" onClick={() => void copyLink()}>
              Copy link
            </Button>
          </Box>
        )}
      </Box>

      {missing.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {missing.length === 1
            ? 'One deal in this comparison has ended or was removed by its dealer.'
            : `${missing.length} deals in this comparison have ended or were removed by their dealers.`}
        </Alert>
      )}
      {failed && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={() => results.forEach((r) => r.isError && void r.refetch())}>
              Try again
            </Button>
          }
        >
          We could not load every deal right now.
        </Alert>
      )}

      {empty ? (
        <Box
          sx={{ textAlign: 'center', py: 8, px: 2, border: '1px dashed', borderColor: 'divider', borderRadius: 1.5 }}
        >
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            No deals to compare yet
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            Tick “Compare” on up to {COMPARE_LIMIT} deals, then open Compare from the bar at the bottom of the screen.
          </Typography>
          <Button component={RouterLink} to={backToSearch} variant="contained" sx={{ mt: 2 }}>
            Browse lease deals
          </Button>
        </Box>
      ) : waitingForPicks || !settled ? (
        <Box
          aria-busy="true"
          aria-label="Loading the deals"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(${Math.max(ids.length, 2)}, 1fr)` }}
        >
          {Array.from({ length: Math.max(ids.length, 2) }, (_, i) => (
            <Box key={i}>
              <Skeleton variant="rounded" height={140} />
              <Skeleton width="70%" height={32} />
              <Skeleton variant="rounded" height={240} sx={{ mt: 1 }} />
            </Box>
          ))}
        </Box>
      ) : listings.length > 0 ? (
        <>
          <CompareTable listings={listings} sections={sections} onRemove={remove} stacked={stacked} />
          {listings.length < COMPARE_LIMIT && (
            <Typography color="textSecondary" sx={{ mt: 2 }}>
              You can compare up to {COMPARE_LIMIT} deals.{' '}
              <RouterLink to={backToSearch}>Add another from the search</RouterLink>.
            </Typography>
          )}
        </>
      ) : null}
    </Container>
  );
}
