import { notify } from 'shared-auth';
import { createDealerBodySchema, type CreateDealerBody } from 'shared-contracts';
import { useCreateDealer } from '../api/create-dealer';
import { DealerFormDialog, type DealerFormField } from './dealer-form-dialog';

type Field = keyof CreateDealerBody;

const FIELDS: ReadonlyArray<DealerFormField<Field>> = [
  { name: 'firstName', label: 'First Name', required: true },
  { name: 'lastName', label: 'Last Name', required: true },
  { name: 'email', label: 'Email', type: 'email', required: true, wide: true },
  { name: 'dealershipName', label: 'Dealership Name', required: true, wide: true },
  { name: 'phoneNumber', label: 'Phone Number', type: 'tel', required: true },
  { name: 'website', label: 'Website', type: 'url' },
  { name: 'address', label: 'Address', wide: true },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State', required: true },
  { name: 'zipCode', label: 'Zip Code', required: true },
];

const EMPTY = Object.fromEntries(FIELDS.map((f) => [f.name, ''])) as Record<Field, string>;

/** "Add dealer": the account and its dealership, approved at once; the dealer is mailed a link to choose a password. */
export function CreateDealerDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose(): void;
  onCreated?(dealerId: string): void;
}) {
  const create = useCreateDealer();
  return (
    <DealerFormDialog
      open={open}
      title="Add dealer"
      intro="The dealership is approved at once with its free trial. The dealer gets an email with a link to choose a password (valid 72 hours)."
      fields={FIELDS}
      initialValues={EMPTY}
      schema={createDealerBodySchema}
      submitLabel="Create dealer"
      busyLabel="Creating..."
      onClose={onClose}
      onSubmit={async (body) => {
        const answer = await create.mutateAsync(body as CreateDealerBody);
        notify(answer.message, 'success');
        onClose();
        onCreated?.(answer.data.id);
      }}
    />
  );
}
