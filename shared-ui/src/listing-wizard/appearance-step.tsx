import { EXTERIOR_COLORS, INTERIOR_COLORS, SEATS } from 'shared-contracts';
import { FieldGrid } from './field-grid';
import { SelectField } from './select-field';

/** Step 5: interior and exterior colours, number of seats. */
export function AppearanceStep({ disabled }: { disabled?: boolean }) {
  return (
    <FieldGrid>
      <SelectField
        name="exteriorColor"
        label="Exterior Color"
        options={EXTERIOR_COLORS}
        placeholder="Select exterior color"
        disabled={disabled}
      />
      <SelectField
        name="interiorColor"
        label="Interior Color"
        options={INTERIOR_COLORS}
        placeholder="Select interior color"
        disabled={disabled}
      />
      <SelectField
        name="numberOfSeats"
        label="Number of Seats"
        options={SEATS}
        placeholder="Select seats"
        disabled={disabled}
      />
    </FieldGrid>
  );
}
