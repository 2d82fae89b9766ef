import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Enquiry } from 'shared-contracts';
import {
  type DataTableColumn,
  ErrorPanel,
  formatDay,
  formatTime,
  PageHeader,
  Pagination,
  ResponsiveTable,
  ResultCount,
  SearchField,
  useDebouncedValue,
  VisibilityIcon,
} from 'shared-ui';
import { listingPaths } from '../../../config/paths';
import { ENQUIRIES_LOAD_ERROR, useEnquiries } from '../api/get-enquiries';
import { EnquiryCard } from './enquiry-card';
import { EnquiryDetailDialog } from './enquiry-detail-dialog';
import { EnquiryThumbnail } from './enquiry-thumbnail';
import { ImagePreviewDialog, type ImagePreview } from './image-preview-dialog';

const SEARCH_DEBOUNCE_MS = 500;
const cell = (v: string) =>
  v ? (
    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {v}
    </Typography>
  ) : (
    <Typography variant="body2" color="textDisabled">
      —
    </Typography>
  );

/** /dealer/enquiries: enquiries on the dealer's listings, newest first, searched and paged (10) on the server. */
export function EnquiriesPage({ basePath }: { basePath: string }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Enquiry | undefined>(undefined);
  const [preview, setPreview] = useState<ImagePreview | undefined>(undefined);
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS, { leading: true }).value;
  const enquiries = useEnquiries({ page, search: debounced || undefined });
  const onPreview = (src: string, alt: string) => setPreview({ src, alt });

  const columns: DataTableColumn<Enquiry>[] = [
    {
      key: 'first_name',
      header: 'First Name',
      render: (e) => (
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {e.first_name || '—'}
        </Typography>
      ),
    },
    { key: 'last_name', header: 'Last Name', render: (e) => cell(e.last_name) },
    {
      key: 'email',
      header: 'Email',
      render: (e) => (
        <Typography
          variant="body2"
          title={e.email}
          sx={{ maxWidth: 190, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {e.email}
        </Typography>
      ),
    },
    {
      key: 'phone_number',
      header: 'Phone No.',
      render: (e) => (
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {e.phone_number || '—'}
        </Typography>
      ),
    },
    {
      key: 'message',
      header: 'Message',
      // The column takes the room the others leave and truncates the message to it
      // (no min-content width: the text is 0 wide and stretched to the cell).
      width: '100%',
      render: (e) => (
        <Typography
          variant="body2"
          title={e.message}
          sx={{ width: 0, minWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {e.message || '—'}
        </Typography>
      ),
    },
    {
      key: 'createdAt',
      header: 'Created At',
      render: (e) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <Typography variant="body2">{formatDay(e.createdAt)}</Typography>
          <Typography variant="caption" color="textSecondary">
            {formatTime(e.createdAt)}
          </Typography>
        </Box>
      ),
    },
    { key: 'image', header: 'Image', render: (e) => <EnquiryThumbnail enquiry={e} onPreview={onPreview} /> },
  ];

  const data = enquiries.data;
  return (
    <Box>
      <PageHeader title="Enquiries" subtitle="Requests from signed-in shoppers about your listings" />
      <Box sx={{ mb: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField
          label="Search enquiries"
          placeholder="Search enquiries..."
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
        {data && (
          <ResultCount total={data.total} searching={enquiries.isPlaceholderData} one="enquiry" many="enquiries" />
        )}
      </Box>
      {enquiries.error && !data ? (
        <ErrorPanel title={ENQUIRIES_LOAD_ERROR} onRetry={() => void enquiries.refetch()} />
      ) : (
        <>
          <ResponsiveTable
            aria-label="Enquiries"
            columns={columns}
            rows={data?.enquiries ?? []}
            getRowId={(e) => e.id}
            loading={enquiries.isPending}
            loadingText="Loading enquiries details..."
            stale={enquiries.isPlaceholderData}
            dense
            emptyTitle={debounced ? 'No enquiries match your search' : 'No enquiries yet'}
            emptyText={
              debounced
                ? 'Try another name, email, phone number or word from the message.'
                : 'When a signed-in shopper asks about one of your listings, it appears here.'
            }
            actions={(e) => (
              <Tooltip title="View enquiry">
                <IconButton
                  size="small"
                  aria-label={`View enquiry from ${[e.first_name, e.last_name].filter(Boolean).join(' ') || e.email}`}
                  onClick={() => setOpen(e)}
                >
                  <VisibilityIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            renderCard={(e) => <EnquiryCard enquiry={e} onView={setOpen} onPreview={onPreview} />}
          />
          <Pagination
            page={page}
            totalPages={data?.totalPages ?? 0}
            onPageChange={setPage}
            disabled={enquiries.isPlaceholderData}
          />
        </>
      )}
      <EnquiryDetailDialog
        enquiry={open}
        listingPath={listingPaths(basePath).view}
        onClose={() => setOpen(undefined)}
      />
      <ImagePreviewDialog image={preview} onClose={() => setPreview(undefined)} />
    </Box>
  );
}
