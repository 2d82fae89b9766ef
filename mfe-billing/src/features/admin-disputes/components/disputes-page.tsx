import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { notify } from 'shared-auth';
import type { AdminDispute } from 'shared-contracts';
import { ChipFilter, ErrorPanel, PageHeader, Pagination, ResponsiveTable, ResultCount } from 'shared-ui';
import { DISPUTES_LOAD_ERROR, useDisputes } from '../api/get-disputes';
import { useResolveDispute } from '../api/resolve-dispute';
import { DISPUTE_FILTERS, statusQuery, useDisputesParams, type DisputeFilter } from '../hooks/use-disputes-params';
import { AcceptDisputeDialog } from './accept-dispute-dialog';
import { DisputeActions } from './dispute-actions';
import { DisputeCard } from './dispute-card';
import { disputeColumns } from './dispute-columns';
import { RefuseDisputeDialog } from './refuse-dispute-dialog';

const FILTER_LABELS: Record<DisputeFilter, string> = {
  open: 'Open',
  accepted: 'Accepted',
  refused: 'Refused',
  all: 'All',
};
const FILTER_OPTIONS = DISPUTE_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }));

const EMPTY: Record<DisputeFilter, { title: string; text: string }> = {
  open: { title: 'No open disputes', text: 'When a dealer disputes a charged lead, it waits here for your decision.' },
  accepted: { title: 'No accepted disputes', text: 'Disputes you or the rules accept show here with their refund.' },
  refused: { title: 'No refused disputes', text: 'Disputes you refuse show here with your note.' },
  all: { title: 'No disputes yet', text: 'Dealers can dispute a charged lead within 15 days of the charge.' },
};

/**
 * /admin/billing/disputes, "Lead Disputes": the dealers' disputes of charged leads, filtered by
 * status (Open first) and paged in the URL; an open one is accepted (refund) or refused (with a note).
 */
export function DisputesPage() {
  const [params, update] = useDisputesParams();
  const disputes = useDisputes({ page: params.page, status: statusQuery(params.status) });
  const resolve = useResolveDispute();
  const [accepting, setAccepting] = useState<AdminDispute | undefined>(undefined);
  const [refusing, setRefusing] = useState<AdminDispute | undefined>(undefined);
  const data = disputes.data;

  // Deciding the last open dispute of a page empties it: show the page before.
  useEffect(() => {
    if (data && !disputes.isPlaceholderData && params.page > 1 && params.page > data.pagination.totalPages)
      update({ page: Math.max(1, data.pagination.totalPages) });
  }, [data, disputes.isPlaceholderData, params.page]); // eslint-disable-line react-hooks/exhaustive-deps

  // The server's sentence on success; a failure was toasted by the shared handler and leaves the dialog open.
  const decide = (dispute: AdminDispute, decision: 'accepted' | 'refused', note?: string) =>
    resolve.mutate(
      { id: dispute.id, decision, ...(note ? { note } : {}) },
      {
        onSuccess: (message) => {
          notify(message, 'success');
          setAccepting(undefined);
          setRefusing(undefined);
        },
      },
    );

  const empty = EMPTY[params.status];
  return (
    <Box>
      <PageHeader
        title="Lead Disputes"
        subtitle="Dealers' disputes of charged leads: accept to refund the charge, or refuse with a note"
      />
      <Box sx={{ mb: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <ChipFilter
          label="Status"
          options={FILTER_OPTIONS}
          value={params.status}
          onChange={(status) => update({ status, page: 1 })}
        />
        {data && (
          <ResultCount
            total={data.pagination.total}
            searching={disputes.isPlaceholderData}
            one="dispute"
            many="disputes"
          />
        )}
      </Box>
      {disputes.error && !data ? (
        <ErrorPanel
          title={DISPUTES_LOAD_ERROR}
          message={
            disputes.error.message === DISPUTES_LOAD_ERROR
              ? 'Please check your connection and try again.'
              : disputes.error.message
          }
          onRetry={() => void disputes.refetch()}
        />
      ) : (
        <>
          <ResponsiveTable
            aria-label="Lead disputes"
            dense
            columns={disputeColumns}
            rows={data?.disputes ?? []}
            getRowId={(d) => d.id}
            loading={!data}
            loadingText="Loading disputes..."
            stale={disputes.isPlaceholderData}
            emptyTitle={empty.title}
            emptyText={empty.text}
            actions={(d) => <DisputeActions dispute={d} onAccept={setAccepting} onRefuse={setRefusing} />}
            renderCard={(d) => <DisputeCard dispute={d} onAccept={setAccepting} onRefuse={setRefusing} />}
          />
          <Pagination
            page={params.page}
            totalPages={data?.pagination.totalPages ?? 0}
            onPageChange={(page) => update({ page })}
            disabled={disputes.isPlaceholderData}
          />
        </>
      )}
      <AcceptDisputeDialog
        dispute={accepting}
        accepting={resolve.isPending}
        onCancel={() => setAccepting(undefined)}
        onConfirm={(d) => decide(d, 'accepted')}
      />
      <RefuseDisputeDialog
        dispute={refusing}
        refusing={resolve.isPending}
        onCancel={() => setRefusing(undefined)}
        onConfirm={(d, note) => decide(d, 'refused', note)}
      />
    </Box>
  );
}
