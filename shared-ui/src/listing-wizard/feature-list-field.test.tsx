import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { emptyListingFormValues } from 'shared-contracts';
import { FeatureListField } from './feature-list-field';
import type { WizardImage, WizardValues } from './wizard-values';

let current: WizardValues | undefined;
function Harness({ initial = [] as string[] }) {
  const form = useForm<WizardValues>({
    defaultValues: { ...emptyListingFormValues<WizardImage>(), safetyFeatures: initial },
  });
  current = form.watch();
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => e.preventDefault()}>
        <FeatureListField name="safetyFeatures" label="Safety Features" itemLabel="safety feature" />
      </form>
    </FormProvider>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Safety Features' });
const entries = () => {
  const list = screen.queryByRole('list', { name: 'Safety Features' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    : [];
};

describe('FeatureListField', () => {
  it('adds the trimmed entry with Enter or the + button and clears the box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), '  Lane Keeping Assist  {Enter}');
    expect(entries()).toEqual(['Lane Keeping Assist']);
    expect(input()).toHaveValue('');
    await user.type(input(), 'Airbags');
    await user.click(screen.getByRole('button', { name: 'Add safety feature' }));
    expect(entries()).toEqual(['Lane Keeping Assist', 'Airbags']);
    expect(current?.safetyFeatures).toEqual(['Lane Keeping Assist', 'Airbags']);
  });

  it('ignores empty and duplicate entries', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['ABS']} />);
    await user.type(input(), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Add safety feature' }));
    expect(entries()).toEqual(['ABS']);
    await user.type(input(), ' abs {Enter}');
    expect(entries()).toEqual(['ABS']);
    expect(screen.getByText('"abs" is already in the list.')).toBeInTheDocument();
    expect(current?.safetyFeatures).toEqual(['ABS']);
  });

  it('removes an entry', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['ABS', 'Airbags']} />);
    await user.click(screen.getByRole('button', { name: 'Remove ABS' }));
    expect(entries()).toEqual(['Airbags']);
    expect(current?.safetyFeatures).toEqual(['Airbags']);
  });
});
