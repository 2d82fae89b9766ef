import { useEffect, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { setNotifier, useAuthStore } from 'shared-auth';
import { theme } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  /** The page's one query client (see createQueryClient): the shell's, a dev host's or a test's. */
  queryClient: QueryClient;
}

/**
 * The server-data cache, theme, baseline CSS and the toast area (top right, 5000 ms, paused
 * on hover and focus loss). Also routes shared-auth toasts (notify / handleApiError) to
 * notistack, and empties the cache on sign-out or a change of user.
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  useEffect(() => {
    setNotifier((message, variant = 'default') => {
      enqueueSnackbar(message, { variant });
    });
    return () => setNotifier(undefined);
  }, []);
  // One user's server data must never show for the next: drop the cache when the user changes.
  useEffect(
    () => useAuthStore.subscribe((state, previous) => {
      if (state.user?.id !== previous.user?.id && previous.user) queryClient.clear();
    }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={5000}
          maxSnack={4}
          preventDuplicate
        >
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
