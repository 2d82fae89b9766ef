import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FailedMail, JobRun, JobRunState } from 'shared-contracts';
import { notify } from 'shared-auth';
import {
  ErrorPanel,
  formatDay,
  formatTime,
  PageHeader,
  RefreshIcon,
  ResponsiveTable,
  type DataTableColumn,
} from 'shared-ui';
import { FAILED_MAILS_LOAD_ERROR, JOBS_LOAD_ERROR, useFailedMails, useJobRuns, useRetryMail } from '../api/jobs';

/** The jobs the API runs, by their queue names. */
const JOB_LABELS: Record<string, string> = {
  'billing-clock': 'Billing clock',
  'deal-score-refresh': 'Deal score refresh',
  'saved-search-job': 'Saved-search mails',
  'mail-send': 'Mail sender',
  'listings-catch-up': 'Listings catch-up',
  'feed-import': 'Inventory feeds',
  'feed-import-dealer': "A dealer's inventory feed",
  'import-pictures': 'Import pictures',
  'import-pictures-sweep': 'Import pictures sweep',
};

const STATE_CHIPS: Record<JobRunState, { label: string; color: 'default' | 'info' | 'success' | 'warning' | 'error' }> =
  {
    created: { label: 'Queued', color: 'default' },
    retry: { label: 'Retrying', color: 'warning' },
    active: { label: 'Running', color: 'info' },
    completed: { label: 'Completed', color: 'success' },
    cancelled: { label: 'Cancelled', color: 'default' },
    failed: { label: 'Failed', color: 'error' },
  };

const when = (iso: string | null) => (iso ? `${formatDay(iso)}, ${formatTime(iso)}` : '—');
const jobLabel = (name: string) => JOB_LABELS[name] ?? name;

function StateChip({ state }: { state: JobRunState }) {
  const chip = STATE_CHIPS[state];
  return (
    <Chip size="small" label={chip.label} color={chip.color} variant={state === 'completed' ? 'outlined' : 'filled'} />
  );
}

function ErrorText({ text }: { text: string | null }) {
  return text ? (
    <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  ) : (
    <Typography variant="body2" color="textSecondary">
      —
    </Typography>
  );
}

const runColumns: DataTableColumn<JobRun>[] = [
  {
    key: 'name',
    header: 'Job',
    render: (r) => (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {jobLabel(r.name)}
      </Typography>
    ),
  },
  { key: 'state', header: 'State', render: (r) => <StateChip state={r.state} /> },
  { key: 'startedAt', header: 'Started', render: (r) => when(r.startedAt) },
  { key: 'completedAt', header: 'Completed', render: (r) => when(r.completedAt) },
  { key: 'retryCount', header: 'Retries', align: 'right', render: (r) => `${r.retryCount} of ${r.retryLimit}` },
  { key: 'lastError', header: 'Last error', width: '35%', render: (r) => <ErrorText text={r.lastError} /> },
];

function RunCard({ run }: { run: JobRun }) {
  return (
    <Paper variant="outlined" component="article" aria-label={`${jobLabel(run.name)} run`} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700 }}>{jobLabel(run.name)}</Typography>
        <StateChip state={run.state} />
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.75 }}>
        {`Started ${when(run.startedAt)} • Completed ${when(run.completedAt)}`}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>{`Retries: ${run.retryCount} of ${run.retryLimit}`}</Typography>
      {run.lastError && (
        <Box sx={{ mt: 0.5 }}>
          <ErrorText text={run.lastError} />
        </Box>
      )}
    </Paper>
  );
}

const mailColumns: DataTableColumn<FailedMail>[] = [
  {
    key: 'to',
    header: 'Recipient',
    render: (m) => (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {m.to}
      </Typography>
    ),
  },
  { key: 'subject', header: 'Subject', width: '30%' },
  { key: 'attempts', header: 'Attempts', align: 'right' },
  { key: 'lastError', header: 'Last error', width: '30%', render: (m) => <ErrorText text={m.lastError} /> },
];

function RetryButton({ mail }: { mail: FailedMail }) {
  const retry = useRetryMail();
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<RefreshIcon />}
      disabled={retry.isPending}
      aria-label={`Retry the mail to ${mail.to}`}
      onClick={() => retry.mutate(mail.id, { onSuccess: (message) => notify(message, 'success') })}
    >
      Retry
    </Button>
  );
}

function MailCard({ mail }: { mail: FailedMail }) {
  return (
    <Paper variant="outlined" component="article" aria-label={`Mail to ${mail.to}`} sx={{ p: 2 }}>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{mail.to}</Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {mail.subject}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>{`${mail.attempts} attempts`}</Typography>
      <Box sx={{ mt: 0.5 }}>
        <ErrorText text={mail.lastError} />
      </Box>
      <Box sx={{ mt: 1, borderTop: 1, borderColor: 'divider', pt: 1 }}>
        <RetryButton mail={mail} />
      </Box>
    </Paper>
  );
}

function Section({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {subtitle}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * /admin/jobs, "Background jobs" (manageDealers): the newest runs of the API's background jobs
 * (state, start and end, retries, last error) and the mails the sender gave up on, each with Retry.
 */
export function JobsPage() {
  const runs = useJobRuns();
  const mails = useFailedMails();
  return (
    <Box>
      <PageHeader
        title="Background jobs"
        subtitle="The billing clock, deal score refresh, saved-search mails and mail sender: recent runs and mails that could not be sent."
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={() => void Promise.all([runs.refetch(), mails.refetch()])}
          >
            Refresh
          </Button>
        }
      />
      <Section title="Recent runs" subtitle="The newest 100 runs; a failed run is tried again after a growing wait.">
        {runs.error && !runs.data ? (
          <ErrorPanel title={JOBS_LOAD_ERROR} message={runs.error.message} onRetry={() => void runs.refetch()} />
        ) : (
          <ResponsiveTable
            aria-label="Job runs"
            columns={runColumns}
            rows={runs.data ?? []}
            getRowId={(r) => r.id}
            loading={!runs.data}
            loadingText="Loading job runs..."
            emptyTitle="No runs yet"
            emptyText="Runs appear here once a scheduled job has run."
            renderCard={(r) => <RunCard run={r} />}
          />
        )}
      </Section>
      <Section
        title="Failed mails"
        subtitle="Mails the sender gave up on. Retry sends one again from its first attempt."
      >
        {mails.error && !mails.data ? (
          <ErrorPanel
            title={FAILED_MAILS_LOAD_ERROR}
            message={mails.error.message}
            onRetry={() => void mails.refetch()}
          />
        ) : (
          <ResponsiveTable
            aria-label="Failed mails"
            columns={mailColumns}
            rows={mails.data ?? []}
            getRowId={(m) => m.id}
            loading={!mails.data}
            loadingText="Loading failed mails..."
            emptyTitle="No failed mails"
            emptyText="Every mail was sent or is still being tried."
            actions={(m) => <RetryButton mail={m} />}
            renderCard={(m) => <MailCard mail={m} />}
          />
        )}
      </Section>
    </Box>
  );
}
