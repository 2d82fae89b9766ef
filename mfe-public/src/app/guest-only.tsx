import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { afterLoginPath, loginRedirectTarget, useAuthStore } from 'shared-auth';

/**
 * The layout route of the sign-in and registration pages: a visitor who arrives already signed in (or with a session
 * being restored) goes where signing in would take them. Someone who signs in or registers on the
 * page stays for what the page shows next (the forms navigate themselves).
 */
export function GuestOnly() {
  const location = useLocation();
  const [arrivedSignedIn] = useState(() => Boolean(useAuthStore.getState().accessToken));
  const user = useAuthStore((s) => (s.isAuthenticated ? s.user : null));
  if (arrivedSignedIn && user) return <Navigate to={afterLoginPath(user, loginRedirectTarget(location))} replace />;
  return <Outlet />;
}
