import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { notify, storageUrl, useAuthStore } from 'shared-auth';
import { DEALER_PROFILE_FIELD_NAMES, dealerProfileDataBodySchema, type DealerProfile } from 'shared-contracts';
import { ProfilePhotoPicker, setServerFieldErrors } from 'shared-ui';
import { useUpdateDealerProfile, type DealerProfileInput } from '../api/update-dealer-profile';

/** The server's own rules: every field present, the required ones not blank. */
const schema = dealerProfileDataBodySchema.required();
type Values = Omit<DealerProfileInput, 'profileImage'>;
type FieldName = keyof Values;

function field<N extends string>({ ref, ...rest }: UseFormRegisterReturn<N>) {
  return { ...rest, inputRef: ref };
}

interface AccountFields {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
}

function valuesOf(p: DealerProfile, user: AccountFields | null): Values {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phone: user?.phone ?? '',
    dealershipName: p.dealershipName,
    phoneNumber: p.phoneNumber ?? '',
    website: p.website ?? '',
    address: p.address ?? '',
    city: p.city ?? '',
    state: p.state ?? '',
    zipCode: p.zipCode ?? '',
  };
}

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '240px 1fr' } }}
    >
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {hint}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
    </Box>
  );
}

/** Dealership details, contact and address, sent as multipart (spec 2 section 2); saved with a toast, errors in place. */
export function DealerProfileForm({ profile }: { profile: DealerProfile }) {
  const user = useAuthStore((s) => s.user);
  const update = useUpdateDealerProfile();
  const [file, setFile] = useState<File | undefined>(undefined);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
    reset,
    setError,
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(profile, user),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync({ ...values, profileImage: file });
      setFile(undefined);
      reset(valuesOf(answer.data, { firstName: values.firstName, lastName: values.lastName, phone: values.phone }));
      notify(answer.message || 'Profile updated successfully', 'success');
    } catch (error) {
      // The message shows above the form (update.error); field errors beside their fields.
      setServerFieldErrors(error, DEALER_PROFILE_FIELD_NAMES, setError);
    }
  });

  const text = (
    name: FieldName,
    label: string,
    extra: { autoComplete?: string; type?: string; helper?: string; wide?: boolean; required?: boolean } = {},
  ) => (
    <TextField
      label={label}
      required={extra.required}
      type={extra.type}
      autoComplete={extra.autoComplete}
      {...field(register(name))}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message ?? extra.helper}
      sx={extra.wide ? { gridColumn: { sm: '1 / -1' } } : undefined}
    />
  );

  const initials =
    `${user?.firstName?.[0] ?? ''}${user?.lastName?.[0] ?? ''}`.toUpperCase() ||
    profile.dealershipName[0]?.toUpperCase() ||
    '';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 1.5 }}>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label="Dealer profile"
        sx={{ display: 'grid', gap: 3.5 }}
      >
        {update.error && <Alert severity="error">{update.error.message}</Alert>}
        <ProfilePhotoPicker
          current={storageUrl(user?.profileImage) ?? undefined}
          initials={initials}
          file={file}
          onPick={setFile}
        />
        <Divider />
        <Section title="Dealership details" hint="The name shoppers see on your deals.">
          {text('dealershipName', 'Dealership name', { required: true, autoComplete: 'organization', wide: true })}
          {text('website', 'Website', {
            type: 'url',
            autoComplete: 'url',
            helper: 'Optional. Anything after a ? is dropped.',
            wide: true,
          })}
        </Section>
        <Divider />
        <Section
          title="Your details"
          hint="Your name and phone on this account. Your sign-in email cannot be changed here."
        >
          {text('firstName', 'First name', { required: true, autoComplete: 'given-name' })}
          {text('lastName', 'Last name', { required: true, autoComplete: 'family-name' })}
          {text('phone', 'Your phone', { type: 'tel', autoComplete: 'tel', helper: 'Optional.' })}
          <TextField label="Email" value={user?.email ?? ''} disabled />
        </Section>
        <Divider />
        <Section title="Dealership contact" hint="The number shoppers and our team call about your deals.">
          {text('phoneNumber', 'Phone number', {
            required: true,
            type: 'tel',
            autoComplete: 'tel',
            helper: 'Start with + and your country code; other numbers are saved with +91-.',
          })}
        </Section>
        <Divider />
        <Section title="Address" hint="Where your dealership is.">
          {text('address', 'Address', { required: true, autoComplete: 'street-address', wide: true })}
          {text('city', 'City', { required: true, autoComplete: 'address-level2' })}
          {text('state', 'State', { required: true, autoComplete: 'address-level1' })}
          {text('zipCode', 'Zip code', { required: true, autoComplete: 'postal-code' })}
        </Section>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button
            type="button"
            disabled={isSubmitting || (!isDirty && !file)}
            onClick={() => {
              reset(valuesOf(profile, user));
              setFile(undefined);
            }}
          >
            Discard changes
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting} sx={{ minWidth: 180 }}>
            {isSubmitting ? 'Saving...' : 'Save changes'}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
