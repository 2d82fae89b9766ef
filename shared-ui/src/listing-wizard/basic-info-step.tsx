import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { BODY_TYPES } from 'shared-contracts';
import { FieldGrid } from './field-grid';
import { SelectField } from './select-field';
import { WizardTextField } from './wizard-text-field';
import { YearField } from './year-field';

export interface BasicInfoStepProps {
  /** Extra fields shown first (an admin picks the dealer the listing belongs to). */
  extra?: ReactNode;
  disabled?: boolean;
}

/** Step 2: make, model, body type and year, and the dealer's optional stock number (what an import updates the listing by). */
export function BasicInfoStep({ extra, disabled }: BasicInfoStepProps) {
  return (
    <FieldGrid>
      {extra && <Box className="full">{extra}</Box>}
      <WizardTextField name="make" label="Make" placeholder="e.g. Toyota" disabled={disabled} />
      <WizardTextField name="model" label="Model" placeholder="e.g. Camry" disabled={disabled} />
      <SelectField
        name="bodyType"
        label="Body Type"
        options={BODY_TYPES}
        placeholder="Select body type"
        disabled={disabled}
      />
      <YearField disabled={disabled} />
      <WizardTextField
        name="stockNumber"
        label="Stock number (optional)"
        placeholder="Your own reference, e.g. A-1042"
        disabled={disabled}
      />
    </FieldGrid>
  );
}
