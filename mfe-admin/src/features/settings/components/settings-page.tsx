import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ChangePasswordForm, LockIcon, PageHeader } from 'shared-ui';

/** /admin/setting: Change Password (the same form as /dealer/setting). */
export function SettingsPage() {
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title="Settings" subtitle="Manage how you sign in to your administrator account" />
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="change-password-title"
        sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 1.5 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <LockIcon color="primary" fontSize="small" />
          <Typography id="change-password-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            Change Password
          </Typography>
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 3 }}>
          Your other signed-in devices will be signed out once the new password is saved.
        </Typography>
        <ChangePasswordForm />
      </Paper>
    </Box>
  );
}
