// The toast area (notistack), in its own chunk: loaded on the first toast (a toast only follows
// an action), never on a first visit. AppProviders mounts it and hands it the waiting toasts.
import { useEffect } from 'react';
import { ClassNames } from '@emotion/react';
import IconButton from '@mui/material/IconButton';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar, type SnackbarKey, type VariantType } from 'notistack';
import { CloseIcon } from './icons';
import { DraggableToast } from './toast-content';

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

const closeButton = (key: SnackbarKey) => (
  <IconButton size="small" color="inherit" aria-label="Close notification" onClick={() => closeSnackbar(key)}>
    <CloseIcon fontSize="small" />
  </IconButton>
);

const draggable = {
  default: DraggableToast,
  success: DraggableToast,
  error: DraggableToast,
  warning: DraggableToast,
  info: DraggableToast,
};

/**
 * Top right below the site's sticky header (its buttons stay free), 5000 ms, paused on hover and
 * focus loss, at most 4, no duplicates; each with a close button, and dragged 80 % aside it closes.
 */
export function Toaster({ waiting, onReady }: ToasterProps) {
  useEffect(() => {
    onReady(show);
    waiting.splice(0).forEach(show);
  }, [waiting, onReady]);
  return (
    <ClassNames>
      {({ css }) => (
        <SnackbarProvider
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={5000}
          maxSnack={4}
          preventDuplicate
          action={closeButton}
          Components={draggable}
          classes={{
            containerAnchorOriginTopRight: css({
              '&&': { top: 76 },
              '@media (min-width: 900px)': { '&&': { top: 84 } },
            }),
          }}
        />
      )}
    </ClassNames>
  );
}
