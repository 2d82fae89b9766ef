import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { notify } from 'shared-auth';
import { emptyListingFormValues, listingToFormValues, type Listing } from 'shared-contracts';
import { ArrowBackIcon } from '../icons';
import { LoadingScreen } from '../loading-screen';
import { ListingWizardForm } from './listing-wizard-form';
import type { WizardImage, WizardValues } from './wizard-values';

/** Toast shown (then back to `listPath`) when the listing to edit cannot be loaded. */
export const LISTING_LOAD_FAILED_MESSAGE = 'Failed to load listing data';

export interface ListingWizardProps {
  mode: 'add' | 'edit';
  /** Dealers see a note that listings are reviewed before they go public. */
  role: 'dealer' | 'admin';
  /** Edit mode: the stored listing that prefills the form (numbers become text, images show from their stored paths). */
  initialListing?: Listing;
  /** Edit mode: the listing is being fetched ("Loading listing details..."). */
  loading?: boolean;
  /** Edit mode: the fetch failed. The wizard toasts "Failed to load listing data" and goes to `listPath`. */
  loadError?: unknown;
  /**
   * Sends the multipart body (POST /api/listings or PUT /api/listings/{id}). Report upload
   * progress through `onProgress` (0-100). Resolve on HTTP 200/201 (the success dialog opens);
   * reject after reporting the failure (toast): the wizard re-enables its button and keeps the form.
   */
  onSubmit(form: FormData, onProgress: (percent: number) => void): Promise<void>;
  /** The listings list: the back arrow, the success dialog's close control and Go to Home lead here. */
  listPath: string;
  /** Extra step-2 fields shown first, e.g. an admin's choice of the dealer a new listing belongs to. */
  dealerPicker?: ReactNode;
  /**
   * Called when Next is pressed on `step` (1-5, the spec's numbering) and the step's own checks
   * passed; answer false to keep the user there (e.g. the admin has not picked a dealer on step 2).
   */
  beforeNext?(step: number): boolean | Promise<boolean>;
}

/** The listing add/edit wizard shared by dealers and admins (spec 1 section 2). */
export function ListingWizard({
  mode,
  role,
  initialListing,
  loading = false,
  loadError,
  onSubmit,
  listPath,
  dealerPicker,
  beforeNext,
}: ListingWizardProps) {
  const navigate = useNavigate();
  const failed = mode === 'edit' && Boolean(loadError);
  const reported = useRef(false);
  useEffect(() => {
    if (!failed || reported.current) return;
    reported.current = true;
    notify(LISTING_LOAD_FAILED_MESSAGE, 'error');
    navigate(listPath, { replace: true });
  }, [failed, listPath, navigate]);

  const defaults = useMemo<WizardValues>(
    () =>
      mode === 'edit' && initialListing
        ? (listingToFormValues(initialListing) as WizardValues)
        : emptyListingFormValues<WizardImage>(),
    [mode, initialListing],
  );
  const waiting = mode === 'edit' && (loading || failed || !initialListing);
  const title = mode === 'add' ? 'Add New Listing' : 'Edit Listing';
  const subtitle =
    mode === 'edit' && initialListing
      ? `${initialListing.year} ${initialListing.make} ${initialListing.model}`
      : mode === 'add'
        ? 'Six short steps to put a lease deal in front of shoppers.'
        : undefined;

  return (
    <Box sx={{ width: '100%', maxWidth: 1160, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1.5, sm: 2 }, mb: { xs: 2, md: 3 } }}>
        <IconButton
          component={RouterLink}
          to={listPath}
          aria-label="Back to listings"
          sx={{
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'background.paper', borderColor: 'primary.main', color: 'primary.main' },
          }}
        >
          <ArrowBackIcon />
        </IconButton>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.375rem', sm: '1.5rem' } }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="textSecondary">
              {subtitle}
            </Typography>
          )}
        </Box>
      </Box>
      {waiting ? (
        <Paper variant="outlined">
          <LoadingScreen message="Loading listing details..." />
        </Paper>
      ) : (
        <ListingWizardForm
          key={initialListing?.id ?? 'new'}
          mode={mode}
          role={role}
          defaultValues={defaults}
          onSubmit={onSubmit}
          onDone={() => navigate(listPath)}
          dealerPicker={dealerPicker}
          beforeNext={beforeNext}
        />
      )}
    </Box>
  );
}
