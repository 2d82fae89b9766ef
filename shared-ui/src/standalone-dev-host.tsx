import { useState, type FormEvent, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Role } from 'shared-contracts';
import { NavigationBridge, RequireRole, authErrorMessage, sitePaths, useAuthStore } from 'shared-auth';
import { AppProviders } from './app-providers';
import { BrandLogo } from './brand-logo';
import { LoadingScreen } from './loading-screen';
import { PasswordField } from './password-field';
import { createQueryClient } from './query-client';

function DevSignIn({ home }: { home: string }) {
  const login = useAuthStore((s) => s.login);
  const isLoading = useAuthStore((s) => s.isLoading);
  const error = useAuthStore((s) => s.error);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await login(email, password)) setDone(true);
  }
  if (done) return <Navigate to={home} replace />;
  return (
    <Container maxWidth="xs" sx={{ py: 8 }}>
      <Paper variant="outlined" component="form" onSubmit={submit} sx={{ p: 4, display: 'grid', gap: 2 }}>
        <Typography variant="h5" component="h1">
          Sign in (dev host)
        </Typography>
        {error && <Alert severity="error">{authErrorMessage(error)}</Alert>}
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="username"
        />
        <PasswordField label="Password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Signing in...' : 'Sign in'}
        </Button>
      </Paper>
    </Container>
  );
}

export interface StandaloneDevHostProps {
  /** Shown in the dev bar, for example "mfe-dealer". */
  name: string;
  /** Routes to mount: path pattern (for example 'dealer/*') and what to render there. */
  mounts: Array<{ path: string; element: ReactNode }>;
  /** Role required for the mounted routes. */
  role: Role;
  /** Where to go after signing in. */
  home: string;
  /** The dev host's query client (one is made when left out). */
  queryClient?: QueryClient;
}

/**
 * The minimal host a remote runs in alone (`npm run dev -w <remote>`): the same providers
 * as the shell (its own query client stands in for the shell's), a router, a dev sign-in page
 * and the remote's routes behind a role guard.
 */
export function StandaloneDevHost({ name, mounts, role, home, queryClient }: StandaloneDevHostProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const logout = useAuthStore((s) => s.logout);
  const user = useAuthStore((s) => s.user);
  return (
    <AppProviders queryClient={client}>
      <BrowserRouter>
        <NavigationBridge />
        <AppBar position="static" sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar sx={{ gap: 2 }}>
            <BrandLogo size="small" />
            <Typography variant="body2" color="textSecondary">
              {name} standalone
            </Typography>
            <Box sx={{ ml: 'auto' }}>
              {user && (
                <Button
                  onClick={() => {
                    logout();
                    window.location.assign(sitePaths.login());
                  }}
                >
                  Sign out {user.firstName}
                </Button>
              )}
            </Box>
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ p: { xs: 2, md: 4 } }}>
          <Routes>
            <Route path={sitePaths.login().slice(1)} element={<DevSignIn home={home} />} />
            {mounts.map((m) => (
              <Route
                key={m.path}
                path={m.path}
                element={
                  <RequireRole roles={[role]} fallback={<LoadingScreen />}>
                    {m.element}
                  </RequireRole>
                }
              />
            ))}
            <Route path="*" element={<Navigate to={home} replace />} />
          </Routes>
        </Box>
      </BrowserRouter>
    </AppProviders>
  );
}
