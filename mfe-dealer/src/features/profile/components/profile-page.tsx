import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ErrorPanel, PageHeader } from 'shared-ui';
import { useDealerProfile } from '../../../shared/api/get-dealer-profile';
import { DealerProfileForm } from './dealer-profile-form';

/** /dealer/profile: the dealership details the dealer edits (spec 2 sections 2 and 3). */
export function ProfilePage() {
  const profile = useDealerProfile();
  return (
    <Box>
      <PageHeader title="Profile" subtitle="Your dealership details as shoppers and our team see them" />
      {profile.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading profile" />
        </Box>
      )}
      {profile.isError && (
        <ErrorPanel
          title="Failed to load profile"
          message={profile.error.message !== 'Failed to load profile' ? profile.error.message : undefined}
          onRetry={() => void profile.refetch()}
        />
      )}
      {profile.data && <DealerProfileForm profile={profile.data} />}
    </Box>
  );
}
