import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from 'shared-ui';

/** /user/profile: the consumer's details and password. */
export function ProfilePage() {
  return (
    <Box sx={{ bgcolor: 'background.default', py: { xs: 3, md: 6 } }}>
      <Container maxWidth="md" sx={{ display: 'grid', gap: 3 }}>
        <Box>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
            My profile
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            Keep your details up to date so dealers can reach you about the deals you request.
          </Typography>
        </Box>
        <ProfileForm />
        <ChangePasswordForm />
      </Container>
    </Box>
  );
}
