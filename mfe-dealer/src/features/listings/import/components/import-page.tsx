import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  LISTING_IMPORT_LIMITS,
  LISTING_IMPORT_LIST_SEPARATOR,
  LISTING_IMPORT_MAX_PICTURES,
  type ListingImportMode,
  type ListingImportPreview,
} from 'shared-contracts';
import { ArrowBackIcon, CloudUploadIcon, ImportRunPictures, ImportRunsTable, PageHeader } from 'shared-ui';
import { listingPaths } from '../../../../config/paths';
import { downloadImportTemplate } from '../api/download-template';
import { reloadImportHistory, useImportHistory } from '../api/import-history';
import { useImportRun } from '../api/import-run';
import { useApplyImport, usePreviewImport } from '../api/import-listings';
import { FeedSection } from './feed-section';
import { ImportRowsTable } from './import-rows-table';

const number = new Intl.NumberFormat('en-US');
const plural = (n: number, one: string, many: string) => `${number.format(n)} ${n === 1 ? one : many}`;

function Counts({ preview }: { preview: ListingImportPreview }) {
  const { counts } = preview;
  return (
    <Typography role="status">
      {plural(preview.rows.length, 'row', 'rows')}: {number.format(counts.new)} new, {number.format(counts.changed)}{' '}
      changed, {number.format(counts.unchanged)} unchanged, {number.format(counts.refused)} refused.
    </Typography>
  );
}

/**
 * The applied import's pictures by address, fetched in the background: the progress while they
 * are, then those that could not be (the history shows the same once the dealer comes back).
 */
function PicturesProgress({ runId }: { runId: string }) {
  const run = useImportRun(runId);
  const client = useQueryClient();
  const finished = Boolean(run.data?.finishedAt);
  useEffect(() => {
    if (finished) void reloadImportHistory(client);
  }, [finished, client]);
  if (run.error) return <Alert severity="error">{run.error.message}</Alert>;
  if (!run.data) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, display: 'grid', gap: 1 }} role="status">
      {finished && (
        <Typography>
          Pictures fetched: {number.format(run.data.pictures.total - run.data.pictures.errors.length)} of{' '}
          {number.format(run.data.pictures.total)}.
        </Typography>
      )}
      <ImportRunPictures run={run.data} />
      {!finished && (
        <Typography variant="body2" color="textSecondary">
          You can leave this page: the pictures keep coming, and Recent imports below shows the result.
        </Typography>
      )}
    </Paper>
  );
}

/**
 * /dealer/listings/import: download the CSV template, choose a file, read the preview (each row
 * new, changed, unchanged or refused, refusals with their column and the wizard's message),
 * choose a partial or full import, confirm, and see the result. Nothing is saved before Confirm;
 * a file with refused rows must be fixed and chosen again. Below: the scheduled feed's address
 * and the latest imports and feed runs.
 */
export function ImportPage({ basePath }: { basePath: string }) {
  const paths = listingPaths(basePath);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ListingImportMode>('partial');
  const preview = usePreviewImport();
  const apply = useApplyImport();
  const history = useImportHistory();
  const data = preview.data?.data;
  const result = apply.data?.data;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file may be chosen again after fixing it.
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    apply.reset();
    preview.mutate(chosen);
  };

  // Something to do, and no refused row.
  const canApply = Boolean(
    data &&
    data.counts.refused === 0 &&
    (data.counts.new + data.counts.changed > 0 || (mode === 'full' && data.counts.missing > 0)),
  );

  return (
    <Box>
      <PageHeader
        title="Import listings"
        subtitle="Add and update many lease offers at once from a spreadsheet."
        actions={
          <Button component={RouterLink} to={paths.list()} startIcon={<ArrowBackIcon />}>
            Back to listings
          </Button>
        }
      />

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderRadius: 3, display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          1. Fill in the template
        </Typography>
        <Typography color="textSecondary">
          One row per car. The stock number is your own reference: a row whose stock number you have used before updates
          that listing. Lists (lease terms, mileage limits, features) go in one cell, separated by{' '}
          <strong>{LISTING_IMPORT_LIST_SEPARATOR}</strong>. At most {number.format(LISTING_IMPORT_LIMITS.maxRows)} rows
          and {LISTING_IMPORT_LIMITS.maxBytes / 1024 / 1024} MB per file, saved as CSV UTF-8. The last column,{' '}
          <strong>pictures</strong>, takes up to {LISTING_IMPORT_MAX_PICTURES} picture addresses separated by{' '}
          <strong>{LISTING_IMPORT_LIST_SEPARATOR}</strong>, the main picture first (at most{' '}
          {number.format(LISTING_IMPORT_LIMITS.maxNewPictures)} new pictures per file); leave it empty to keep a
          listing&apos;s pictures as they are. Pictures are fetched after the import is applied; a picture that cannot
          be fetched is listed with its row in the result.
        </Typography>
        <Box>
          <Button variant="outlined" onClick={() => void downloadImportTemplate().catch(() => undefined)}>
            Download template
          </Button>
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderRadius: 3, display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          2. Upload your file
        </Typography>
        <Typography color="textSecondary">Nothing is saved until you confirm the preview.</Typography>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<CloudUploadIcon />}
            onClick={() => input.current?.click()}
            disabled={preview.isPending || apply.isPending}
          >
            {preview.isPending ? 'Reading...' : 'Choose CSV file'}
          </Button>
          {file && <Typography color="textSecondary">{file.name}</Typography>}
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            hidden
            aria-label="CSV file"
            data-testid="import-file"
            onChange={choose}
          />
        </Box>
        {preview.error && <Alert severity="error">{preview.error.message}</Alert>}
      </Paper>

      {data && !result && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderRadius: 3, display: 'grid', gap: 2 }}>
          <Typography variant="h6" component="h2">
            3. Check the preview
          </Typography>
          <Counts preview={data} />
          {data.counts.refused > 0 && (
            <Alert severity="warning">
              Some rows are refused. Fix them in your file and choose it again: nothing is imported while a row is
              refused.
            </Alert>
          )}
          <ImportRowsTable rows={data.rows} />
          <RadioGroup
            aria-label="Import mode"
            value={mode}
            onChange={(e) => setMode(e.target.value as ListingImportMode)}
          >
            <FormControlLabel
              value="partial"
              control={<Radio />}
              label="Partial: add and update the listings in this file; leave your other listings as they are"
            />
            <FormControlLabel
              value="full"
              control={<Radio />}
              label={`Full: also pause your listings with a stock number that are not in this file (${plural(data.counts.missing, 'listing', 'listings')})`}
            />
          </RadioGroup>
          <Typography variant="body2" color="textSecondary">
            New and changed listings wait for approval by an administrator before shoppers see them.
          </Typography>
          {apply.error && <Alert severity="error">{apply.error.message}</Alert>}
          <Box>
            <Button
              variant="contained"
              disabled={!canApply || apply.isPending}
              onClick={() => file && apply.mutate({ file, mode })}
            >
              {apply.isPending ? 'Importing...' : 'Confirm import'}
            </Button>
          </Box>
        </Paper>
      )}

      {result && (
        <Box sx={{ display: 'grid', gap: 1.5, mb: 3 }}>
          <Alert
            severity="success"
            action={
              <Button component={RouterLink} to={paths.list()} color="inherit">
                Go to your listings
              </Button>
            }
          >
            Import done: {plural(result.created, 'listing', 'listings')} added, {number.format(result.updated)} updated,{' '}
            {number.format(result.unchanged)} unchanged
            {result.mode === 'full' ? `, ${number.format(result.paused)} paused` : ''}. New and changed listings are
            pending approval.
          </Alert>
          {result.picturesToFetch > 0 && <PicturesProgress runId={result.runId} />}
        </Box>
      )}

      <FeedSection feed={history.data?.feed} />

      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          Recent imports
        </Typography>
        {history.error ? (
          <Alert severity="error">{history.error.message}</Alert>
        ) : (
          <ImportRunsTable runs={history.data?.runs ?? []} loading={history.isPending} />
        )}
      </Box>
    </Box>
  );
}
