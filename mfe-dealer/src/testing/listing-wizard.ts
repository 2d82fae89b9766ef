// Drives the shared ListingWizard through its six steps in the dealer pages' tests (the same
// labels a dealer sees; shared-ui's own wizard tests cover each step's rules). Fields are found by
// their label: in the wizard's large DOM, a role query costs far more.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** jsdom has no object URLs: previews get blob:preview-1, -2 ... */
export function mockObjectUrls() {
  let n = 0;
  Object.assign(URL, { createObjectURL: jest.fn(() => `blob:preview-${++n}`), revokeObjectURL: jest.fn() });
}

function imageFile(name: string): File {
  return new File([new Uint8Array(2048)], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' });
}

export const nextStep = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));

/** Fills the six steps of a new listing and stops on the last one (Add Car). */
export async function fillNewListing(user: UserEvent) {
  await user.upload(screen.getByLabelText('Main Display Image file'), imageFile('front.png'));
  await user.upload(screen.getByLabelText('Gallery Image 1 file'), imageFile('side.jpg'));
  await nextStep(user);
  await user.type(screen.getByLabelText('Make'), 'Kia');
  await user.type(screen.getByLabelText('Model'), 'EV6');
  await user.selectOptions(screen.getByLabelText('Body Type'), 'SUV');
  await user.click(screen.getByRole('combobox', { name: 'Year' }));
  await user.click(screen.getByRole('option', { name: String(new Date().getFullYear()) }));
  await nextStep(user);
  await user.type(screen.getByLabelText('MSRP'), '48000');
  await user.type(screen.getByLabelText('Monthly Payment'), '429');
  await user.type(screen.getByLabelText('Down Payment'), '3000');
  await user.selectOptions(screen.getByLabelText('Car Type'), 'SUV');
  await user.click(screen.getByRole('button', { name: '36 months' }));
  await user.click(screen.getByRole('button', { name: '12,000 mi/yr' }));
  await user.selectOptions(screen.getByLabelText('Extra Mileage Cost'), '0.20');
  await nextStep(user);
  await user.selectOptions(screen.getByLabelText('Fuel Type'), 'Electric');
  await user.selectOptions(screen.getByLabelText('Transmission'), 'Automatic');
  await nextStep(user);
  await user.selectOptions(screen.getByLabelText('Exterior Color'), 'White');
  await user.selectOptions(screen.getByLabelText('Interior Color'), 'Black');
  await user.selectOptions(screen.getByLabelText('Number of Seats'), '5');
  await nextStep(user);
}
