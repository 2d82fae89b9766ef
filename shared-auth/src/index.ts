// zod without its JIT in browsers (the CSP forbids eval), set before any page builds a schema.
import './zod-csp';

export { configure, getRuntimeConfig, onConfigure, storageUrl } from './config';
export type { RuntimeConfig } from './config';
export { navigateTo, notify, setNavigator, setNotifier } from './navigation';
export type { Navigator, Notifier, ToastVariant } from './navigation';
export { callApi, endpointPath } from './call-api';
export { setRequestHeaderSource, setRequestSignalSource } from './call-api';
export type { CallArgs, CallInput, CallOptions } from './call-api';
export { ApiError, handleApiError, nullWhenNotFound } from './handle-api-error';
export type { HandleApiErrorOptions } from './handle-api-error';
export { authErrorMessage, authStoreInstanceId, useAuthStore, whenAuthHydrated } from './auth-store';
export type { AuthError, AuthState, SetupTrialBody } from './auth-store';
export { hasPermission } from './permissions';
export {
  AREA_PATHS,
  LOGIN_REDIRECT_PARAM,
  afterLoginPath,
  areaHref,
  areaRoute,
  homePathFor,
  sitePaths,
} from './site-paths';
export type { Area } from './site-paths';
export { NavigationBridge, RequireAuth, RequireRole, loginRedirectTarget, useSessionRestore } from './guards';
export type { RequireAuthProps, RequireRoleProps } from './guards';
// Absolute URLs in a page's head (canonical, structured data): the site's origin. A context of a
// shared singleton package, so the shell's provider reaches the remotes' pages.
export { SiteOriginContext, useSiteOrigin } from './site-origin';
