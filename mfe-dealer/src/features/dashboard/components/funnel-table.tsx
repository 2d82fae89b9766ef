import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { DealerFunnelListing, ListingStatus } from 'shared-contracts';
import { DirectionsCarIcon, ListingPicture, WarningIcon } from 'shared-ui';
import { NO_LEADS_HINT, formatCount, formatRate, listingTitle, needsAttention } from '../funnel';

type SortKey = 'impressions' | 'views' | 'viewRate' | 'leads' | 'leadRate' | 'enquiries';

const COLUMNS: Array<{ key: SortKey; header: string; rate?: boolean }> = [
  { key: 'impressions', header: 'Shown in search' },
  { key: 'views', header: 'Views' },
  { key: 'viewRate', header: 'View rate', rate: true },
  { key: 'leads', header: 'Leads' },
  { key: 'leadRate', header: 'Lead rate', rate: true },
  { key: 'enquiries', header: 'Enquiries' },
];

const STATUS_CHIP: Record<
  Exclude<ListingStatus, 'active'>,
  { label: string; color: 'warning' | 'default' | 'error' }
> = {
  pending: { label: 'Pending approval', color: 'warning' },
  paused: { label: 'Paused', color: 'default' },
  rejected: { label: 'Rejected', color: 'error' },
};

/** How many rows show before "Show all". */
const FIRST_ROWS = 10;

const cell = (l: DealerFunnelListing, key: SortKey, rate?: boolean) =>
  rate ? formatRate(l[key]) : formatCount(l[key] ?? 0);

function Thumbnail({ listing }: { listing: DealerFunnelListing }) {
  const size = { width: 56, height: 40, borderRadius: 1.5, flexShrink: 0 };
  if (!listing.imageUrl) {
    return (
      <Box
        aria-hidden
        sx={{ ...size, bgcolor: 'background.default', display: 'grid', placeItems: 'center', color: 'text.disabled' }}
      >
        <DirectionsCarIcon fontSize="small" />
      </Box>
    );
  }
  return (
    <ListingPicture
      storedKey={listing.imageUrl}
      sizes="56px"
      alt=""
      loading="lazy"
      sx={{ ...size, objectFit: 'cover', bgcolor: 'background.default' }}
    />
  );
}

/** The listing's picture, title (to its page), status when not active, and the hint when it needs a look. */
function ListingCell({ listing, basePath }: { listing: DealerFunnelListing; basePath: string }) {
  const chip = listing.status === 'active' ? undefined : STATUS_CHIP[listing.status];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Thumbnail listing={listing} />
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`${basePath}/view-listing/${listing.id}`}
          underline="hover"
          sx={{ fontWeight: 700, color: 'text.primary' }}
        >
          {listingTitle(listing)}
        </Link>
        {chip && (
          <Chip label={chip.label} color={chip.color} size="small" variant="outlined" sx={{ ml: 1, height: 22 }} />
        )}
        {needsAttention(listing) && (
          <Typography
            variant="caption"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'warning.dark', fontWeight: 600 }}
          >
            <WarningIcon sx={{ fontSize: 15 }} aria-hidden />
            {NO_LEADS_HINT}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

const flagged = (t: Theme) => alpha(t.palette.warning.main, 0.08);

export interface FunnelTableProps {
  listings: DealerFunnelListing[];
  basePath: string;
}

/**
 * Every listing's funnel: a sortable table on wide screens (most viewed first), one card per
 * listing on phones; listings with views but no leads are tinted and carry the hint.
 */
export function FunnelTable({ listings, basePath }: FunnelTableProps) {
  const narrow = useMediaQuery((t: Theme) => t.breakpoints.down('md'), { noSsr: true });
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'views', desc: true });
  const [all, setAll] = useState(false);
  // Stable sort over the server's order (most viewed first); "—" rates sort below every number.
  const sorted = [...listings].sort((a, b) => {
    const [x, y] = [a[sort.key] ?? -1, b[sort.key] ?? -1];
    return sort.desc ? y - x : x - y;
  });
  const shown = all ? sorted : sorted.slice(0, FIRST_ROWS);
  const more = listings.length > FIRST_ROWS && (
    <Box sx={{ textAlign: 'center', mt: 1.5 }}>
      <Button onClick={() => setAll(!all)}>
        {all ? `Show the first ${FIRST_ROWS}` : `Show all ${formatCount(listings.length)} listings`}
      </Button>
    </Box>
  );

  if (narrow) {
    return (
      <>
        <Stack component="ul" aria-label="Listing funnel" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shown.map((l) => (
            <Paper
              component="li"
              key={l.id}
              variant="outlined"
              sx={{ p: 1.5, bgcolor: needsAttention(l) ? flagged : undefined }}
            >
              <ListingCell listing={l} basePath={basePath} />
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, m: 0, mt: 1.5 }}
              >
                {[
                  ['Shown', formatCount(l.impressions), undefined],
                  ['Views', formatCount(l.views), `${formatRate(l.viewRate)} of shown`],
                  ['Leads', formatCount(l.leads), `${formatRate(l.leadRate)} of views`],
                ].map(([term, value, rate]) => (
                  <Box key={term} sx={{ minWidth: 0 }}>
                    <Typography component="dt" variant="caption" color="textSecondary">
                      {term}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                      {value}
                    </Typography>
                    {rate && (
                      <Typography component="dd" variant="caption" color="textSecondary" sx={{ m: 0 }}>
                        {rate}
                      </Typography>
                    )}
                  </Box>
                ))}
              </Box>
              {l.enquiries > 0 && (
                <Typography
                  variant="caption"
                  color="textSecondary"
                >{`Enquiries: ${formatCount(l.enquiries)}`}</Typography>
              )}
            </Paper>
          ))}
        </Stack>
        {more}
      </>
    );
  }

  return (
    <>
      <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
        <Table aria-label="Listing funnel" size="small" sx={{ '& td, & th': { py: 1.25 } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '34%', minWidth: 240 }}>Listing</TableCell>
              {COLUMNS.map((c) => (
                <TableCell
                  key={c.key}
                  align="right"
                  sortDirection={sort.key === c.key ? (sort.desc ? 'desc' : 'asc') : false}
                  sx={{ px: 1 }}
                >
                  <TableSortLabel
                    active={sort.key === c.key}
                    direction={sort.key === c.key && !sort.desc ? 'asc' : 'desc'}
                    onClick={() =>
                      setSort(sort.key === c.key ? { key: c.key, desc: !sort.desc } : { key: c.key, desc: true })
                    }
                  >
                    {c.header}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((l) => (
              <TableRow key={l.id} sx={needsAttention(l) ? { bgcolor: flagged } : undefined}>
                <TableCell>
                  <ListingCell listing={l} basePath={basePath} />
                </TableCell>
                {COLUMNS.map((c) => (
                  <TableCell
                    key={c.key}
                    align="right"
                    sx={{ px: 1, fontVariantNumeric: 'tabular-nums', color: c.rate ? 'text.secondary' : undefined }}
                  >
                    {cell(l, c.key, c.rate)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {more}
    </>
  );
}
