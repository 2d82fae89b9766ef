import { FUEL_TYPES, TRANSMISSIONS } from 'shared-contracts';
import { FieldGrid } from './field-grid';
import { SelectField } from './select-field';

/** Step 4: fuel type and transmission. */
export function SpecificationsStep({ disabled }: { disabled?: boolean }) {
  return (
    <FieldGrid>
      <SelectField
        name="fuelType"
        label="Fuel Type"
        options={FUEL_TYPES}
        placeholder="Select fuel type"
        disabled={disabled}
      />
      <SelectField
        name="transmission"
        label="Transmission"
        options={TRANSMISSIONS}
        placeholder="Select transmission"
        disabled={disabled}
      />
    </FieldGrid>
  );
}
