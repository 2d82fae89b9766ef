// Helpers for the wizard's component tests (not shipped).
import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import type { Listing } from 'shared-contracts';
import { TestStylesProvider } from '../testing/test-styles';
import { theme } from '../theme';
import { ListingWizard, type ListingWizardProps } from './listing-wizard';

export const LIST_PATH = '/dealer/listings';

export function imageFile(name: string, type = name.endsWith('.png') ? 'image/png' : 'image/jpeg', size = 2048): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** Fake object URLs (jsdom has none): blob:1, blob:2, ... */
export function mockObjectUrls() {
  let n = 0;
  const create = jest.fn(() => `blob:preview-${++n}`);
  const revoke = jest.fn();
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return { create, revoke };
}

export function renderWizard(props: Partial<ListingWizardProps> = {}) {
  const onSubmit = props.onSubmit ?? jest.fn<ListingWizardProps['onSubmit']>(async () => undefined);
  // The CSS in a detached node, as the render helpers do (shared-ui/testing TestStyles).
  const utils = render(
    <TestStylesProvider styles="detached">
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/dealer/new-listing']}>
          <Routes>
            <Route
              path="/dealer/new-listing"
              element={<ListingWizard mode="add" role="dealer" listPath={LIST_PATH} {...props} onSubmit={onSubmit} />}
            />
            <Route path={LIST_PATH} element={<p>Listings page</p>} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </TestStylesProvider>,
  );
  return { ...utils, onSubmit };
}

export const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));

export async function fillImages(user: UserEvent) {
  await user.upload(screen.getByLabelText('Main Display Image file'), imageFile('main.png'));
  await user.upload(screen.getByLabelText('Gallery Image 1 file'), imageFile('side.jpg'));
}

export async function fillBasics(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Make' }), '  Toyota ');
  await user.type(screen.getByRole('textbox', { name: 'Model' }), 'Camry');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Body Type' }), 'Sedan');
  await user.click(screen.getByRole('combobox', { name: 'Year' }));
  await user.keyboard('2019');
  await user.click(screen.getByRole('option', { name: '2019' }));
}

export async function fillLease(user: UserEvent) {
  await user.type(screen.getByRole('spinbutton', { name: 'MSRP' }), '32000');
  await user.type(screen.getByRole('spinbutton', { name: 'Monthly Payment' }), '349.99');
  await user.type(screen.getByRole('spinbutton', { name: 'Down Payment' }), '2500');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Car Type' }), 'Sedan');
  await user.click(screen.getByRole('button', { name: '24 months' }));
  await user.click(screen.getByRole('button', { name: '36 months' }));
  await user.click(screen.getByRole('button', { name: '12,000 mi/yr' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Extra Mileage Cost' }), '0.25');
}

export async function fillSpecs(user: UserEvent) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Fuel Type' }), 'Hybrid');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Transmission' }), 'Continuously Variable (CVT)');
}

export async function fillAppearance(user: UserEvent) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Exterior Color' }), 'Silver');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Interior Color' }), 'Black');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Number of Seats' }), '5');
}

/** A stored listing as the API returns it (edit mode). */
export function storedListing(patch: Partial<Listing> = {}): Listing {
  return {
    id: 'b7c1f3a2-0000-4000-8000-000000000001',
    dealerId: 'd1',
    make: 'BMW',
    model: 'X5',
    bodyType: 'SUV',
    year: 2023,
    msrp: 65000,
    monthlyPayment: 799,
    downPayment: 5000,
    leaseTerms: [36, 48],
    mileageLimits: [10000],
    carType: 'SUV',
    extraMileageCost: 0.3,
    fuelType: 'Gasoline',
    transmission: 'Automatic',
    interiorColor: 'Tan',
    exteriorColor: 'Black',
    numberOfSeats: '5',
    safetyFeatures: ['Lane Keeping Assist'],
    comfortFeatures: [],
    entertainmentFeatures: ['Apple CarPlay'],
    specialFeatures: [],
    imageUrls: ['listings/main.jpg'],
    galleryImages: ['listings/g1.jpg', 'listings/g2.jpg'],
    isLimitedOffer: false,
    available: true,
    zipCode: null,
    status: 'active',
    views: 3,
    dateAdded: '2026-01-02T00:00:00.000Z',
    dealScore: null,
    ...patch,
  };
}
