import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { notify, storageUrl, useAuthStore } from 'shared-auth';
import { profileFieldsBodySchema } from 'shared-contracts';
import { useUpdateProfile } from '../api/update-profile';
import { ProfilePhotoPicker } from './profile-photo-picker';

/** The server's rules, every field sent. */
const schema = profileFieldsBodySchema.required();
type Values = { firstName: string; lastName: string; phone: string };

function field<N extends string>({ ref, ...rest }: UseFormRegisterReturn<N>) {
  return { ...rest, inputRef: ref };
}

export interface ProfileFormProps {
  /** The card's heading (default "Personal details"). */
  title?: string;
}

/**
 * Name, phone and picture of the signed-in account (PATCH /api/auth/profile, multipart): the
 * consumer's and the admin's profile. The email is shown read-only; the outcome is toasted
 * ("Profile updated successfully!") or shown above the form.
 */
export function ProfileForm({ title = 'Personal details' }: ProfileFormProps) {
  const user = useAuthStore((s) => s.user);
  const updateProfile = useUpdateProfile();
  const [file, setFile] = useState<File | undefined>(undefined);
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    values: { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', phone: user?.phone ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync({ ...values, profileImage: file });
      setFile(undefined);
      reset(values);
      notify('Profile updated successfully!', 'success');
    } catch {
      // Shown in place from updateProfile.error: the server message or "Failed to update profile".
    }
  });

  const err = formState.errors;
  const failure = updateProfile.error?.message;
  const initials = `${user?.firstName?.[0] ?? ''}${user?.lastName?.[0] ?? ''}`.toUpperCase();
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 1.5 }}>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 3, display: 'grid', gap: 3 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
          <ProfilePhotoPicker
            current={storageUrl(user?.profileImage) ?? undefined}
            initials={initials}
            file={file}
            onPick={setFile}
          />
          {user && (
            <Chip
              sx={{ ml: { sm: 'auto' } }}
              color={user.isEmailVerified ? 'success' : 'warning'}
              variant="outlined"
              label={user.isEmailVerified ? 'Email verified' : 'Email not verified'}
            />
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="First name"
            autoComplete="given-name"
            {...field(register('firstName'))}
            error={Boolean(err.firstName)}
            helperText={err.firstName?.message}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            {...field(register('lastName'))}
            error={Boolean(err.lastName)}
            helperText={err.lastName?.message}
          />
          <TextField
            label="Email"
            value={user?.email ?? ''}
            disabled
            helperText="Your sign-in email cannot be changed here."
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            {...field(register('phone'))}
            error={Boolean(err.phone)}
            helperText={err.phone?.message}
          />
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={formState.isSubmitting}
          sx={{ justifySelf: { xs: 'stretch', sm: 'start' }, minWidth: 180 }}
        >
          {formState.isSubmitting ? 'Saving...' : 'Save changes'}
        </Button>
      </Box>
    </Paper>
  );
}
