// Hook-free navigation and toasts: the host registers the real router and snackbar, so
// shared-auth does not depend on either instance.

export type Navigator = (path: string, options?: { replace?: boolean }) => void;
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
export type Notifier = (message: string, variant?: ToastVariant) => void;

const fallbackNavigator: Navigator = (path, options) => {
  if (typeof window === 'undefined') return;
  if (options?.replace) window.location.replace(path);
  else window.location.assign(path);
};

let navigator: Navigator = fallbackNavigator;
let notifier: Notifier | undefined;

/** Registers the router's navigate function (the shell does it inside its router). */
export function setNavigator(fn: Navigator | undefined): void {
  navigator = fn ?? fallbackNavigator;
}

/** Navigates through the registered router, or with a full page load when none is set. */
export function navigateTo(path: string, options?: { replace?: boolean }): void {
  navigator(path, options);
}

/** Registers the toast function (AppProviders does it with notistack). */
export function setNotifier(fn: Notifier | undefined): void {
  notifier = fn;
}

/** Shows a toast through the registered notifier; silently ignored when none is set. */
export function notify(message: string, variant: ToastVariant = 'default'): void {
  notifier?.(message, variant);
}
