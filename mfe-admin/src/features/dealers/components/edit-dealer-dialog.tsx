import { notify } from 'shared-auth';
import { updateDealerBodySchema, type UpdateDealerBody } from 'shared-contracts';
import { useUpdateDealer } from '../api/update-dealer';
import { DealerFormDialog, type DealerFormField } from './dealer-form-dialog';

type Field = keyof UpdateDealerBody;

const FIELDS: ReadonlyArray<DealerFormField<Field>> = [
  { name: 'dealershipName', label: 'Dealership Name', required: true, wide: true },
  { name: 'phoneNumber', label: 'Phone Number', type: 'tel', required: true },
  { name: 'website', label: 'Website', type: 'url' },
  { name: 'state', label: 'State', required: true },
  { name: 'zipCode', label: 'Zip Code', required: true },
];

export interface EditableDealer {
  id: string;
  dealershipName: string;
  phoneNumber: string | null;
  website: string | null;
  state: string | null;
  zipCode: string | null;
}

/** "Edit dealer": dealershipName, state, zipCode, phoneNumber, website (a blank website clears it). */
export function EditDealerDialog({ dealer, onClose }: { dealer: EditableDealer | undefined; onClose(): void }) {
  const update = useUpdateDealer();
  return (
    <DealerFormDialog
      open={Boolean(dealer)}
      title={`Edit ${dealer?.dealershipName ?? 'dealer'}`}
      fields={FIELDS}
      initialValues={{
        dealershipName: dealer?.dealershipName ?? '',
        phoneNumber: dealer?.phoneNumber ?? '',
        website: dealer?.website ?? '',
        state: dealer?.state ?? '',
        zipCode: dealer?.zipCode ?? '',
      }}
      schema={updateDealerBodySchema}
      blankOptional="send"
      submitLabel="Save changes"
      busyLabel="Saving..."
      onClose={onClose}
      onSubmit={async (body) => {
        if (!dealer) return;
        const answer = await update.mutateAsync({ id: dealer.id, body });
        notify(answer.message, 'success');
        onClose();
      }}
    />
  );
}
