import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { CheckCircleIcon, ErrorIcon } from 'shared-ui';

const MISSING = 'This unsubscribe link is not complete. Manage your emails from your saved searches.';

/**
 * /unsubscribe?token=: a mailed link (no sign-in). Opening it turns the mail off once
 * (POST /api/saved-searches/unsubscribe, idempotent) and says what was turned off.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const sent = useRef(false);
  const unsubscribe = useMutation({
    mutationFn: async () =>
      callApi(endpoints.savedSearches.unsubscribe, { body: { token } }, { errors: { toast: false, redirect: false } }),
  });
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    unsubscribe.mutate();
  }, [token, unsubscribe]);
  const failed = !token || unsubscribe.isError;
  const message = !token ? MISSING : unsubscribe.error instanceof Error ? unsubscribe.error.message : undefined;
  return (
    <Box sx={{ bgcolor: 'background.default', py: { xs: 4, md: 8 } }}>
      <Container maxWidth="sm">
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }} role="status">
          {unsubscribe.isPending || (!failed && !unsubscribe.isSuccess) ? (
            <>
              <CircularProgress />
              <Typography sx={{ mt: 2 }}>Turning these emails off…</Typography>
            </>
          ) : failed ? (
            <>
              <ErrorIcon sx={{ fontSize: 48, color: 'error.main' }} />
              <Typography variant="h5" component="h1" sx={{ mt: 1, fontWeight: 700 }}>
                We could not unsubscribe you
              </Typography>
              <Typography color="textSecondary" sx={{ mt: 1 }}>
                {message ?? 'Please try the link again in a moment.'}
              </Typography>
            </>
          ) : (
            <>
              <CheckCircleIcon sx={{ fontSize: 48, color: 'success.main' }} />
              <Typography variant="h5" component="h1" sx={{ mt: 1, fontWeight: 700 }}>
                You are unsubscribed
              </Typography>
              <Typography color="textSecondary" sx={{ mt: 1 }}>
                {unsubscribe.data?.message}
              </Typography>
            </>
          )}
          <Button component={RouterLink} to="/user/saved-searches" variant="outlined" sx={{ mt: 3 }}>
            Manage saved searches
          </Button>
        </Paper>
      </Container>
    </Box>
  );
}
