import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ChangePasswordForm, LockIcon, PageHeader } from 'shared-ui';

/** /dealer/setting: only the "Change Password" tab (spec 2 section 2). */
export function SettingsPage() {
  const [tab, setTab] = useState('password');
  return (
    <Box>
      <PageHeader title="Settings" subtitle="Manage how you sign in to your dealer account" />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={tab}
          onChange={(_, v: string) => setTab(v)}
          aria-label="Settings"
          sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="password"
            label="Change Password"
            icon={<LockIcon fontSize="small" />}
            iconPosition="start"
            id="settings-tab-password"
            aria-controls="settings-panel-password"
            sx={{ minHeight: 56 }}
          />
        </Tabs>
        <Box
          role="tabpanel"
          id="settings-panel-password"
          aria-labelledby="settings-tab-password"
          sx={{ p: { xs: 2.5, sm: 4 } }}
        >
          <Typography variant="body2" color="textSecondary" sx={{ mb: 3 }}>
            Your other signed-in devices will be signed out once the new password is saved.
          </Typography>
          <ChangePasswordForm />
        </Box>
      </Paper>
    </Box>
  );
}
