// The toast area (notistack), in its own chunk: loaded on the first toast (a toast only follows
// an action), never on a first visit. AppProviders mounts it and hands it the waiting toasts.
import { useEffect } from 'react';
import { SnackbarProvider, enqueueSnackbar, type VariantType } from 'notistack';

export interface Toast {
  message: string;
  variant: VariantType;
}

export interface ToasterProps {
  /** Toasts asked for before this chunk loaded, shown at once in order. */
  waiting: Toast[];
  /** Called once mounted with the function that shows a toast from now on. */
  onReady: (show: (toast: Toast) => void) => void;
}

const show = ({ message, variant }: Toast) => {
  enqueueSnackbar(message, { variant });
};

/** Top right, 5000 ms, paused on hover and focus loss, at most 4, no duplicates. */
export function Toaster({ waiting, onReady }: ToasterProps) {
  useEffect(() => {
    onReady(show);
    waiting.splice(0).forEach(show);
  }, [waiting, onReady]);
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={5000}
      maxSnack={4}
      preventDuplicate
    />
  );
}
