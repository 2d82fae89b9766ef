import { useNavigate } from 'react-router-dom';
import { sitePaths, useAuthStore } from 'shared-auth';
import { ConfirmDialog } from 'shared-ui';

export interface SignOutDialogProps {
  open: boolean;
  onClose(): void;
  title?: string;
  message?: string;
}

/** Asks before signing out; on confirm clears the session and goes to /login. */
export function SignOutDialog({
  open,
  onClose,
  title = 'Sign out',
  message = 'Are you sure you want to sign out?',
}: SignOutDialogProps) {
  const logout = useAuthStore((s) => s.logout);
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={message}
      confirmLabel="Sign out"
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        logout();
        navigate(sitePaths.login(), { replace: true });
      }}
    />
  );
}
