import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { setNotifier, useAuthStore } from 'shared-auth';
import { theme } from './theme';
import type { Toast } from './toaster';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

export interface AppProvidersProps {
  children: ReactNode;
  /** The page's one query client (see createQueryClient): the shell's, a dev host's or a test's. */
  queryClient: QueryClient;
}

/**
 * The server-data cache, theme, baseline CSS and the toast area (toaster.tsx: top right,
 * 5000 ms, paused on hover and focus loss; its chunk loads with the first toast). Also routes
 * shared-auth toasts (notify / handleApiError) to it, and empties the cache on sign-out or a
 * change of user.
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  // Toasts asked for before the toaster's chunk has loaded wait here; then it shows them itself.
  const [waiting] = useState<Toast[]>(() => []);
  const show = useRef<((toast: Toast) => void) | undefined>(undefined);
  const [toasterWanted, setToasterWanted] = useState(false);
  useEffect(() => {
    setNotifier((message, variant = 'default') => {
      if (show.current) return show.current({ message, variant });
      waiting.push({ message, variant });
      setToasterWanted(true);
    });
    return () => setNotifier(undefined);
  }, [waiting]);
  const onToasterReady = useCallback((ready: (toast: Toast) => void) => {
    show.current = ready;
  }, []);
  // One user's server data must never show for the next: drop the cache when the user changes.
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (state.user?.id !== previous.user?.id && previous.user) queryClient.clear();
      }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        {toasterWanted && (
          <Suspense fallback={null}>
            <Toaster waiting={waiting} onReady={onToasterReady} />
          </Suspense>
        )}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
