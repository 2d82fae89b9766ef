import { notify } from 'shared-auth';
import type { Lead } from 'shared-contracts';
import { ConfirmDialog } from '../confirm-dialog';
import { EditLeadDialog } from './edit-lead-dialog';
import { useDeleteLead, useUpdateLead, type LeadReloads } from './lead-mutations';

export interface LeadDialogsProps {
  editing: Lead | undefined;
  deleting: Lead | undefined;
  onClose(): void;
  /** After a delete succeeded (a detail page goes back to its list). */
  onDeleted?(lead: Lead): void;
  /** What the area reloads after a save or a delete. */
  reloads: LeadReloads;
}

/**
 * The Edit Lead modal and the "Delete Lead" confirmation of the dealer's and the admin's lead
 * screens. Success toasts "Lead updated successfully!!" or the server's delete message and
 * closes; a failure toasts (lead-mutations.ts) and leaves the dialog open.
 */
export function LeadDialogs({ editing, deleting, onClose, onDeleted, reloads }: LeadDialogsProps) {
  const update = useUpdateLead(reloads);
  const remove = useDeleteLead(reloads);
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
