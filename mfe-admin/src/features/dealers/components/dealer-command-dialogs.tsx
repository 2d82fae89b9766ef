import Alert from '@mui/material/Alert';
import { ConfirmDialog } from 'shared-ui';
import type { DealerCommands } from '../hooks/use-dealer-commands';

/** The suspend and delete confirmations of `useDealerCommands`. */
export function DealerCommandDialogs({ commands }: { commands: DealerCommands }) {
  const { error, ...deleteDialog } = commands.deleteDialog;
  return (
    <>
      <ConfirmDialog {...commands.suspendDialog} />
      <ConfirmDialog {...deleteDialog}>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}
