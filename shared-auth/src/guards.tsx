import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { Permission, Role } from 'shared-contracts';
import { useAuthStore } from './auth-store';
import { setNavigator } from './navigation';
import { hasPermission } from './permissions';
import { LOGIN_REDIRECT_PARAM, sitePaths } from './site-paths';

/**
 * Restores the session when a token is stored but no user is known (calls getCurrentUser
 * once). Returns true while restoring.
 */
export function useSessionRestore(): boolean {
  const accessToken = useAuthStore((s) => s.accessToken);
  const user = useAuthStore((s) => s.user);
  const getCurrentUser = useAuthStore((s) => s.getCurrentUser);
  const restoring = Boolean(accessToken && !user);
  useEffect(() => {
    if (restoring) void getCurrentUser();
  }, [restoring, getCurrentUser]);
  return restoring;
}

/** Registers the router's navigate for navigateTo() (render once inside the router). */
export function NavigationBridge(): null {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path, options) => navigate(path, options));
    return () => setNavigator(undefined);
  }, [navigate]);
  return null;
}

const defaultFallback = (
  <div role="status" aria-live="polite" style={{ padding: 32, textAlign: 'center' }}>
    Loading...
  </div>
);

export interface RequireAuthProps {
  children?: ReactNode;
  /** Shown while a stored session is being restored (default: "Loading..."). */
  fallback?: ReactNode;
}

export interface RequireRoleProps extends RequireAuthProps {
  roles: readonly Role[];
  /** A permission the user must also hold (admin and dealer only). */
  permission?: Permission;
}

/** Where the login page should send the visitor back to: `state.from`, then `?redirect=`. */
export function loginRedirectTarget(location: { state?: unknown; search: string }): string | undefined {
  const from = (location.state as { from?: unknown } | null | undefined)?.from;
  if (typeof from === 'string' && from.startsWith('/')) return from;
  const param = new URLSearchParams(location.search).get(LOGIN_REDIRECT_PARAM);
  // Only same-site paths: never an open redirect.
  return param && param.startsWith('/') && !param.startsWith('//') ? param : undefined;
}

function ToLogin() {
  const location = useLocation();
  const from = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={sitePaths.login(from)} state={{ from }} replace />;
}

/** Renders its children (or the nested routes) only for a signed-in user. */
export function RequireAuth({ children, fallback = defaultFallback }: RequireAuthProps) {
  const restoring = useSessionRestore();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const user = useAuthStore((s) => s.user);
  if (restoring) return <>{fallback}</>;
  if (!isAuthenticated || !user) return <ToLogin />;
  return <>{children ?? <Outlet />}</>;
}

/** Renders its children only for a signed-in user of one of `roles` (and holding `permission`). */
export function RequireRole({ roles, permission, children, fallback = defaultFallback }: RequireRoleProps) {
  const restoring = useSessionRestore();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const user = useAuthStore((s) => s.user);
  if (restoring) return <>{fallback}</>;
  if (!isAuthenticated || !user) return <ToLogin />;
  if (!roles.includes(user.role)) return <Navigate to={sitePaths.unauthorized()} replace />;
  if (permission && !hasPermission(user, permission)) return <Navigate to={sitePaths.unauthorized()} replace />;
  return <>{children ?? <Outlet />}</>;
}
