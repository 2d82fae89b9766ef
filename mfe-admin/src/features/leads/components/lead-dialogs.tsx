import { notify } from 'shared-auth';
import type { Lead } from 'shared-contracts';
import { ConfirmDialog, EditLeadDialog } from 'shared-ui';
import { useDeleteLead } from '../api/delete-lead';
import { useUpdateLead } from '../api/update-lead';

export interface LeadDialogsProps {
  editing: Lead | undefined;
  deleting: Lead | undefined;
  onClose(): void;
  /** After a delete succeeded (the detail page goes back to the list). */
  onDeleted?(lead: Lead): void;
}

/**
 * The Edit Lead modal and the "Delete Lead" confirmation of the admin's lead screens. Success
 * toasts "Lead updated successfully!!" or the server's delete message and closes; a failure
 * toasts (update-lead.ts, delete-lead.ts) and leaves the dialog open.
 */
export function LeadDialogs({ editing, deleting, onClose, onDeleted }: LeadDialogsProps) {
  const update = useUpdateLead();
  const remove = useDeleteLead();
  return (
    <>
      <EditLeadDialog
        lead={editing}
        saving={update.isPending}
        onCancel={onClose}
        onSubmit={(body) =>
          update.mutate(
            { id: editing!.id, body },
            {
              onSuccess: () => {
                notify('Lead updated successfully!!', 'success');
                onClose();
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete Lead"
        message="This action cannot be undone."
        confirmLabel="Delete"
        loadingLabel="Deleting..."
        destructive
        loading={remove.isPending}
        onCancel={onClose}
        onConfirm={() => {
          const lead = deleting!;
          remove.mutate(lead.id, {
            onSuccess: (message) => {
              notify(message, 'success');
              onClose();
              onDeleted?.(lead);
            },
          });
        }}
      />
    </>
  );
}
