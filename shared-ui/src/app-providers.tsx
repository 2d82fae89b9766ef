import { useEffect, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { setNotifier } from 'shared-auth';
import { theme } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
}

/**
 * Theme, baseline CSS and the toast area (top right, 5000 ms, paused on hover and focus
 * loss). Also routes shared-auth toasts (notify / handleApiError) to notistack.
 */
export function AppProviders({ children }: AppProvidersProps) {
  useEffect(() => {
    setNotifier((message, variant = 'default') => {
      enqueueSnackbar(message, { variant });
    });
    return () => setNotifier(undefined);
  }, []);
  return (
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
  );
}
