import Box from '@mui/material/Box';
import { PageHeader, ProfileForm } from 'shared-ui';

/** /admin/profile: the administrator's name, phone and picture (shared-ui ProfileForm, PATCH /api/auth/profile). */
export function ProfilePage() {
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title="Profile" subtitle="Your name, phone number and picture as other administrators see them" />
      <ProfileForm title="Personal details" />
    </Box>
  );
}
