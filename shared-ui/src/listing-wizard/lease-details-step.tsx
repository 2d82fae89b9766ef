import Box from '@mui/material/Box';
import { CAR_TYPES, dollars, EXTRA_MILEAGE_COSTS, LEASE_TERMS, MILEAGE_LIMITS, groupedNumber } from 'shared-contracts';
import { ChoiceChipsField } from './choice-chips-field';
import { FieldGrid } from './field-grid';
import { SelectField } from './select-field';
import { WizardTextField } from './wizard-text-field';

const LEASE_TERM_OPTIONS = LEASE_TERMS.map((t) => ({ value: String(t), label: `${t} months` }));
const MILEAGE_OPTIONS = MILEAGE_LIMITS.map((m) => ({ value: String(m), label: `${groupedNumber(m)} mi/yr` }));
const EXTRA_COST_OPTIONS = EXTRA_MILEAGE_COSTS.map((c) => ({
  value: c,
  label: `${dollars(Number(c), { cents: 'always' })} per mile`,
}));

/** Step 3: price, lease terms and mileage (lease terms and mileage limits allow several choices). */
export function LeaseDetailsStep({ disabled }: { disabled?: boolean }) {
  return (
    <FieldGrid>
      <WizardTextField name="msrp" label="MSRP" money placeholder="0" disabled={disabled} />
      <WizardTextField name="monthlyPayment" label="Monthly Payment" money placeholder="0" disabled={disabled} />
      <WizardTextField name="downPayment" label="Down Payment" money placeholder="0" disabled={disabled} />
      <SelectField
        name="carType"
        label="Car Type"
        options={CAR_TYPES}
        placeholder="Select car type"
        disabled={disabled}
      />
      <Box className="full">
        <ChoiceChipsField
          name="leaseTerms"
          label="Lease Terms"
          options={LEASE_TERM_OPTIONS}
          hint="Select every term you offer."
          disabled={disabled}
        />
      </Box>
      <Box className="full">
        <ChoiceChipsField
          name="mileageLimits"
          label="Annual Mileage Limits"
          options={MILEAGE_OPTIONS}
          hint="Select every allowance you offer."
          disabled={disabled}
        />
      </Box>
      <SelectField
        name="extraMileageCost"
        label="Extra Mileage Cost"
        options={EXTRA_COST_OPTIONS}
        placeholder="Select cost per mile"
        disabled={disabled}
      />
    </FieldGrid>
  );
}
