import { useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { buildListingFormData, listingStepSchemas } from 'shared-contracts';
import { ArrowBackIcon, ArrowForwardIcon, InfoIcon } from '../icons';
import { AppearanceStep } from './appearance-step';
import { BasicInfoStep } from './basic-info-step';
import { FeaturesStep } from './features-step';
import { ImageStep } from './image-step';
import { LeaseDetailsStep } from './lease-details-step';
import { SpecificationsStep } from './specifications-step';
import { StepProgress } from './step-progress';
import { SuccessDialog } from './success-dialog';
import { useObjectUrls } from './use-object-urls';
import { WIZARD_STEPS } from './wizard-steps';
import type { WizardValues } from './wizard-values';

export interface ListingWizardFormProps {
  mode: 'add' | 'edit';
  role: 'dealer' | 'admin';
  defaultValues: WizardValues;
  onSubmit(form: FormData, onProgress: (percent: number) => void): Promise<void>;
  /** Close and Go to Home of the success dialog. */
  onDone(): void;
  dealerPicker?: ReactNode;
  beforeNext?(step: number): boolean | Promise<boolean>;
}

// Each step validates only its own fields, with the spec's messages; raw keeps the form's values.
const stepResolvers = listingStepSchemas.map(
  (schema) => zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<WizardValues>,
);
const LAST = WIZARD_STEPS.length - 1;

/** The six steps, their navigation and the final submit (see ListingWizard). */
export function ListingWizardForm({
  mode,
  role,
  defaultValues,
  onSubmit,
  onDone,
  dealerPicker,
  beforeNext,
}: ListingWizardFormProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [step, setStep] = useState(0);
  const stepRef = useRef(0);
  const moved = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previews = useObjectUrls();
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState(0);
  const [saved, setSaved] = useState(false);
  const form = useForm<WizardValues>({
    defaultValues,
    resolver: (values, context, options) => stepResolvers[stepRef.current](values, context, options),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // After a step change, focus the new heading (keyboard and screen reader users land on it; browsers scroll to it).
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (index: number) => {
    stepRef.current = index;
    moved.current = true;
    form.clearErrors();
    setStep(index);
  };

  const onValid = async () => {
    if (submitting || saved) return;
    const current = stepRef.current;
    if (current < LAST) {
      if (beforeNext && !(await beforeNext(current + 1))) return;
      goTo(current + 1);
      return;
    }
    setSubmitting(true);
    setProgress(0);
    try {
      await onSubmit(buildListingFormData(form.getValues()), (percent) =>
        setProgress(Math.max(0, Math.min(100, Math.round(percent)))),
      );
      previews.releaseAll();
      setSaved(true);
    } catch {
      // The page reports the failure ("Failed to submit listing" / "Failed to update listing"); the form stays as it was.
    } finally {
      setSubmitting(false);
    }
  };

  const busy = submitting || saved;
  const info = WIZARD_STEPS[step];
  const finalLabel =
    mode === 'add' ? (submitting ? 'Adding...' : 'Add Car') : submitting ? 'Updating...' : 'Update Car';

  return (
    <FormProvider {...form}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, position: { md: 'sticky' }, top: { md: 24 } }}>
          {!phone && (
            <Typography variant="overline" color="textSecondary" component="p" sx={{ mb: 1.5 }}>
              Listing progress
            </Typography>
          )}
          <StepProgress steps={WIZARD_STEPS} current={step} compact={phone} onSelect={busy ? undefined : goTo} />
        </Paper>
        <Paper
          variant="outlined"
          component="form"
          noValidate
          aria-labelledby="listing-step-title"
          onSubmit={form.handleSubmit(onValid)}
          sx={{ p: { xs: 2.5, sm: 3, md: 4 }, minWidth: 0 }}
        >
          <Typography variant="overline" color="primary" component="p">
            Step {step + 1} of {WIZARD_STEPS.length}
          </Typography>
          <Typography
            id="listing-step-title"
            ref={headingRef}
            tabIndex={-1}
            variant="h5"
            component="h2"
            sx={{ outline: 'none' }}
          >
            {info.title}
          </Typography>
          {info.alternateTitle && (
            <Typography variant="subtitle1" component="p" sx={{ mt: 0.25 }}>
              {info.alternateTitle}
            </Typography>
          )}
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {info.description}
          </Typography>
          <Divider sx={{ my: { xs: 2.5, md: 3 } }} />

          {step === 0 && <ImageStep previews={previews} disabled={busy} />}
          {step === 1 && <BasicInfoStep extra={dealerPicker} disabled={busy} />}
          {step === 2 && <LeaseDetailsStep disabled={busy} />}
          {step === 3 && <SpecificationsStep disabled={busy} />}
          {step === 4 && <AppearanceStep disabled={busy} />}
          {step === 5 && <FeaturesStep disabled={busy} />}

          {step === LAST && role === 'dealer' && (
            <Alert severity="info" icon={<InfoIcon fontSize="inherit" />} sx={{ mt: 3 }}>
              New and edited listings are reviewed by our team before they appear to shoppers.
            </Alert>
          )}
          {submitting && (
            <Box sx={{ mt: 3 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.75 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {progress < 100 ? 'Uploading...' : 'Saving...'}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {progress}%
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={progress}
                aria-label="Upload progress"
                sx={{ height: 8, borderRadius: 4 }}
              />
            </Box>
          )}

          <Divider sx={{ mt: { xs: 3, md: 4 }, mb: { xs: 2, md: 3 } }} />
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
            {step > 0 ? (
              <Button
                type="button"
                variant="outlined"
                color="inherit"
                size="large"
                startIcon={<ArrowBackIcon />}
                onClick={() => goTo(step - 1)}
                disabled={busy}
                sx={{ borderColor: 'divider' }}
              >
                Back
              </Button>
            ) : (
              <span />
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy}
              endIcon={step < LAST ? <ArrowForwardIcon /> : undefined}
              startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
              sx={{ minWidth: { xs: 132, sm: 160 } }}
            >
              {step < LAST ? 'Next' : finalLabel}
            </Button>
          </Box>
        </Paper>
      </Box>
      <SuccessDialog open={saved} mode={mode} onDone={onDone} />
    </FormProvider>
  );
}
