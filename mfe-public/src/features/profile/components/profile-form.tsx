import { useEffect, useState } from 'react';
import { Alert, Avatar, Box, Button, Chip, Paper, TextField, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notify, storageUrl, useAuthStore } from 'shared-auth';
import { CloudUploadIcon } from 'shared-ui';
import { z } from 'zod';
import { muiField } from '../../../shared-local/form';
import { useUpdateProfile } from '../api/update-profile';

const schema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(80),
  lastName: z.string().trim().min(1, 'Last name is required').max(80),
  phone: z.string().trim().max(30),
});
type Values = z.infer<typeof schema>;

const ACCEPTED = ['image/jpeg', 'image/png'];

/** Name, phone and photo (JPEG/PNG). */
export function ProfileForm() {
  const user = useAuthStore((s) => s.user);
  const updateProfile = useUpdateProfile();
  const [file, setFile] = useState<File | undefined>(undefined);
  const [preview, setPreview] = useState<string | undefined>(undefined);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    values: { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', phone: user?.phone ?? '' },
  });

  // Release the preview's object URL when it is replaced or the page closes.
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!ACCEPTED.includes(chosen.type)) {
      setFileError('Please choose a JPEG or PNG image.');
      return;
    }
    setFileError(undefined);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync({ ...values, profileImage: file });
      setFile(undefined);
      setPreview(undefined);
      reset(values);
      notify('Profile updated successfully!', 'success');
    } catch {
      // Shown in place from updateProfile.error: the server message or "Failed to update profile".
    }
  });

  const err = formState.errors;
  const failure = updateProfile.error?.message;
  const photo = preview ?? storageUrl(user?.profileImage) ?? undefined;
  const initials = `${user?.firstName?.[0] ?? ''}${user?.lastName?.[0] ?? ''}`.toUpperCase();
  return (
    <Paper component="section" aria-label="Personal details" variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 1.5 }}>
      <Typography variant="h5" component="h2">
        Personal details
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 3, display: 'grid', gap: 3 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
          <Avatar src={photo || undefined} alt={user ? `${user.firstName} ${user.lastName}` : 'Profile photo'} sx={{ width: 88, height: 88, fontSize: '1.8rem', bgcolor: 'primary.main' }}>
            {initials}
          </Avatar>
          <Box>
            <Button component="label" variant="outlined" startIcon={<CloudUploadIcon />}>
              {user?.profileImage || file ? 'Change photo' : 'Upload photo'}
              <input hidden type="file" accept="image/jpeg,image/png" aria-label="Profile photo" onChange={(e) => pick(e.target.files?.[0])} />
            </Button>
            <Typography variant="caption" color={fileError ? 'error' : 'text.secondary'} sx={{ display: 'block', mt: 0.75 }}>
              {fileError ?? 'JPEG or PNG.'}
            </Typography>
          </Box>
          {user && (
            <Chip sx={{ ml: { sm: 'auto' } }} color={user.isEmailVerified ? 'success' : 'warning'} variant="outlined" label={user.isEmailVerified ? 'Email verified' : 'Email not verified'} />
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField label="First name" autoComplete="given-name" {...muiField(register('firstName'))} error={Boolean(err.firstName)} helperText={err.firstName?.message} />
          <TextField label="Last name" autoComplete="family-name" {...muiField(register('lastName'))} error={Boolean(err.lastName)} helperText={err.lastName?.message} />
          <TextField label="Email" value={user?.email ?? ''} disabled helperText="Your sign-in email cannot be changed here." />
          <TextField label="Phone" type="tel" autoComplete="tel" {...muiField(register('phone'))} error={Boolean(err.phone)} helperText={err.phone?.message} />
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting} sx={{ justifySelf: 'start', minWidth: 180 }}>
          {formState.isSubmitting ? 'Saving...' : 'Save changes'}
        </Button>
      </Box>
    </Paper>
  );
}
