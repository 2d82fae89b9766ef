import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Lead } from 'shared-contracts';
import { formatDay, Pagination, ResponsiveTable, type DataTableColumn } from 'shared-ui';
import type { AdminPaths } from '../../../config/paths';
import { useDealerLeads } from '../api/get-dealer-leads';

const vehicle = (l: Lead) => (l.listing ? `${l.listing.year} ${l.listing.make} ${l.listing.model}` : 'Listing removed');

function columns(paths: AdminPaths): DataTableColumn<Lead>[] {
  return [
    {
      key: 'lead',
      header: 'Lead',
      width: '100%',
      render: (l) => (
        <Box>
          <Link component={RouterLink} to={paths.lead(l.id)} variant="body2" sx={{ fontWeight: 700 }}>
            {l.name}
          </Link>
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {l.email}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'vehicle',
      header: 'Vehicle',
      render: (l) => (
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {vehicle(l)}
        </Typography>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (l) => <Chip size="small" label={l.status} sx={{ textTransform: 'capitalize' }} />,
    },
    {
      key: 'email',
      header: 'Email Status',
      render: (l) => (
        <Chip
          size="small"
          label={l.isEmailVerified ? 'Verified' : 'Pending'}
          color={l.isEmailVerified ? 'success' : 'warning'}
          variant="outlined"
        />
      ),
    },
    {
      key: 'createdAt',
      header: 'Created Date',
      render: (l) => (
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {formatDay(l.createdAt)}
        </Typography>
      ),
    },
  ];
}

/** The dealer's leads, verified or not, 5 a page (GET /api/leads?dealerId). */
export function DealerLeads({ dealerId, paths }: { dealerId: string; paths: AdminPaths }) {
  const [page, setPage] = useState(1);
  const leads = useDealerLeads(dealerId, page);
  const data = leads.data;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="dealer-leads"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
    >
      <Typography id="dealer-leads" variant="h6" component="h2" sx={{ mb: 2 }}>
        {data ? `Leads (${data.pagination.total})` : 'Leads'}
      </Typography>
      {leads.error && !data ? (
        <Typography color="error">{leads.error.message}</Typography>
      ) : (
        <Box>
          <ResponsiveTable
            aria-label="Dealer leads"
            columns={columns(paths)}
            rows={data?.leads ?? []}
            getRowId={(l) => l.id}
            loading={!data}
            loadingText="Loading leads..."
            emptyTitle="No leads yet"
            emptyText="Shoppers' requests for this dealer's listings appear here."
            stale={leads.isPlaceholderData}
            renderCard={(l) => (
              <Paper variant="outlined" component="article" aria-label={l.name} sx={{ p: 2 }}>
                <Link component={RouterLink} to={paths.lead(l.id)} sx={{ fontWeight: 700 }}>
                  {l.name}
                </Link>
                <Typography
                  variant="body2"
                  color="textSecondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >{`${l.email} • ${vehicle(l)}`}</Typography>
                <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'center' }}>
                  <Chip size="small" label={l.status} sx={{ textTransform: 'capitalize' }} />
                  <Chip
                    size="small"
                    label={l.isEmailVerified ? 'Verified' : 'Pending'}
                    color={l.isEmailVerified ? 'success' : 'warning'}
                    variant="outlined"
                  />
                  <Typography variant="caption" color="textSecondary" sx={{ ml: 'auto' }}>
                    {formatDay(l.createdAt)}
                  </Typography>
                </Box>
              </Paper>
            )}
          />
          {data && (
            <Pagination
              page={page}
              totalPages={data.pagination.totalPages}
              onPageChange={setPage}
              disabled={leads.isPlaceholderData}
            />
          )}
        </Box>
      )}
    </Paper>
  );
}
