import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setNotifier } from 'shared-auth';
import { STOCK_NUMBER_MESSAGES } from 'shared-contracts';
import type { ListingWizardProps } from './listing-wizard';
import {
  LIST_PATH,
  fillAppearance,
  fillBasics,
  fillImages,
  fillLease,
  fillSpecs,
  mockObjectUrls,
  next,
  renderWizard,
  storedListing,
} from './test-utils';

const heading = (name: string) => screen.getByRole('heading', { level: 2, name });

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  mockObjectUrls();
});
afterEach(() => setNotifier(undefined));

describe('ListingWizard (add)', () => {
  it('shows the title, the six steps in the progress list and no Back button on step 1', () => {
    renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Listing' })).toBeInTheDocument();
    const steps = within(screen.getByRole('navigation', { name: 'Listing steps' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining('Images & Media'),
      expect.stringContaining('Basic Vehicle Information'),
      expect.stringContaining('Lease Details'),
      expect.stringContaining('Vehicle Specifications'),
      expect.stringContaining('Exterior & Interior Details'),
      expect.stringContaining('Additional Information'),
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(heading('Images & Media')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to listings' })).toHaveAttribute('href', LIST_PATH);
  });

  it('blocks Next on each step with the spec messages, then advances', async () => {
    const user = userEvent.setup();
    renderWizard();

    await next(user);
    expect(screen.getByText('Please upload a Main Display Image')).toBeInTheDocument();
    expect(screen.getByText('Please upload at least one Gallery Image')).toBeInTheDocument();
    expect(heading('Images & Media')).toBeInTheDocument();
    await fillImages(user);
    expect(screen.queryByText('Please upload a Main Display Image')).not.toBeInTheDocument();
    await next(user);

    expect(heading('Basic Vehicle Information')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await next(user);
    for (const message of [
      'Please enter the make',
      'Please enter the model',
      'Please select the body type',
      'Please enter the year',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByRole('textbox', { name: 'Make' }), '   ');
    await next(user);
    expect(screen.getByText('Please enter the make')).toBeInTheDocument();
    await fillBasics(user);
    await next(user);

    expect(heading('Lease Details')).toBeInTheDocument();
    await next(user);
    for (const message of [
      'Please enter the MSRP',
      'Please enter the lease term',
      'Please enter the monthly payment',
      'Please enter the down payment',
      'Please select a mileage limit',
      'Please select the car type',
      'Please enter the extra mileage cost',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await fillLease(user);
    await user.clear(screen.getByRole('spinbutton', { name: 'Down Payment' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Down Payment' }), '-1');
    await next(user);
    expect(screen.getByText('Please enter a valid amount of 0 or more')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'MSRP' })).toHaveAttribute('min', '0');
    await user.clear(screen.getByRole('spinbutton', { name: 'Down Payment' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Down Payment' }), '0');
    await next(user);

    expect(heading('Vehicle Specifications')).toBeInTheDocument();
    await next(user);
    expect(screen.getByText('Please select the fuel type')).toBeInTheDocument();
    expect(screen.getByText('Please select the transmission type')).toBeInTheDocument();
    await fillSpecs(user);
    await next(user);

    expect(heading('Exterior & Interior Details')).toBeInTheDocument();
    await next(user);
    for (const message of [
      'Please enter the interior color',
      'Please enter the exterior color',
      'Please enter the number of seats',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await fillAppearance(user);
    await next(user);

    expect(heading('Additional Information')).toBeInTheDocument();
    expect(screen.getByText('Features & Extras')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Car' })).toBeEnabled();
  });

  it('offers the body types and 31 searchable years on step 2', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillImages(user);
    await next(user);
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent);
    expect(options('Body Type')).toEqual([
      'Sedan',
      'SUV',
      'Hatchback',
      'Coupe',
      'Convertible',
      'Wagon',
      'Minivan',
      'Pickup Truck',
      'Crossover',
    ]);
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    const years = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    const current = new Date().getFullYear();
    expect(years).toHaveLength(31);
    expect(years[0]).toBe(String(current));
    expect(years[30]).toBe(String(current - 30));
    await user.keyboard(String(current - 3));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([String(current - 3)]);
  });

  it('goes Back one step keeping what was entered', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillImages(user);
    await next(user);
    await fillBasics(user);
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading('Basic Vehicle Information')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Make' })).toHaveValue('  Toyota ');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByAltText('Main Display Image preview')).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('submits the multipart form of spec 1 section 7, shows Adding... and the upload progress, then the success dialog', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    let sent: FormData | undefined;
    const onSubmit = jest.fn<ListingWizardProps['onSubmit']>((form, onProgress) => {
      sent = form;
      onProgress(42);
      return pending.promise;
    });
    renderWizard({ onSubmit });
    await fillImages(user);
    await next(user);
    await fillBasics(user);
    await next(user);
    await fillLease(user);
    await next(user);
    await fillSpecs(user);
    await next(user);
    await fillAppearance(user);
    await next(user);
    await user.type(screen.getByRole('textbox', { name: 'Safety Features' }), 'Blind Spot Monitoring{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add Car' }));

    expect(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Car' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '42');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    const form = sent!;
    expect(
      Object.fromEntries(
        [
          'make',
          'model',
          'bodyType',
          'year',
          'msrp',
          'monthlyPayment',
          'downPayment',
          'extraMileageCost',
          'carType',
          'fuelType',
          'transmission',
          'interiorColor',
          'exteriorColor',
          'numberOfSeats',
        ].map((k) => [k, form.getAll(k)]),
      ),
    ).toEqual({
      make: ['Toyota'],
      model: ['Camry'],
      bodyType: ['Sedan'],
      year: ['2019'],
      msrp: ['32000'],
      monthlyPayment: ['349.99'],
      downPayment: ['2500'],
      extraMileageCost: ['0.25'],
      carType: ['Sedan'],
      fuelType: ['Hybrid'],
      transmission: ['Continuously Variable (CVT)'],
      interiorColor: ['Black'],
      exteriorColor: ['Silver'],
      numberOfSeats: ['5'],
    });
    expect(form.getAll('leaseTerms')).toEqual(['24', '36']);
    expect(form.getAll('mileageLimits')).toEqual(['12000']);
    expect(form.getAll('safetyFeatures')).toEqual(['Blind Spot Monitoring']);
    expect(form.getAll('comfortFeatures')).toEqual(['']);
    expect(form.getAll('entertainmentFeatures')).toEqual(['']);
    expect(form.getAll('specialFeatures')).toEqual(['']);
    const [main] = form.getAll('imageUrls');
    expect(main).toBeInstanceOf(File);
    expect((main as File).name).toBe('main.png');
    expect(form.getAll('galleryImages').map((f) => (f as File).name)).toEqual(['side.jpg']);

    pending.resolve();
    const dialog = await screen.findByRole('dialog', { name: 'Success!' });
    expect(within(dialog).getByText('Your car has been successfully added.')).toBeInTheDocument();
    // Temporary previews are released after the save.
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    await user.click(within(dialog).getByRole('button', { name: 'Go to Home' }));
    expect(await screen.findByText('Listings page')).toBeInTheDocument();
  });

  it('takes an optional stock number on step 2, refuses a malformed one, and sends it trimmed', async () => {
    const user = userEvent.setup();
    let sent: FormData | undefined;
    const onSubmit = jest.fn<ListingWizardProps['onSubmit']>(async (form) => {
      sent = form;
    });
    renderWizard({ onSubmit });
    await fillImages(user);
    await next(user);
    await fillBasics(user);
    const field = screen.getByRole('textbox', { name: 'Stock number (optional)' });
    await user.type(field, '=HYPERLINK');
    await next(user);
    expect(await screen.findByText(STOCK_NUMBER_MESSAGES.characters)).toBeInTheDocument();
    expect(heading('Basic Vehicle Information')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, ' A-1042 ');
    await next(user);
    await fillLease(user);
    await next(user);
    await fillSpecs(user);
    await next(user);
    await fillAppearance(user);
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Add Car' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(sent!.get('stockNumber')).toBe('A-1042');
  });

  it('re-enables Add Car and keeps the form when the save fails', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn<ListingWizardProps['onSubmit']>(async () => {
      throw new Error('Failed to submit listing');
    });
    renderWizard({ onSubmit });
    await fillImages(user);
    await next(user);
    await fillBasics(user);
    await next(user);
    await fillLease(user);
    await next(user);
    await fillSpecs(user);
    await next(user);
    await fillAppearance(user);
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Add Car' }));
    expect(await screen.findByRole('button', { name: 'Add Car' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  });

  it('shows the admin dealer picker on step 2 and lets the page hold Next', async () => {
    const user = userEvent.setup();
    const beforeNext = jest.fn((step: number) => step !== 2);
    renderWizard({
      role: 'admin',
      dealerPicker: (
        <label>
          Dealer
          <input />
        </label>
      ),
      beforeNext,
    });
    await fillImages(user);
    await next(user);
    expect(screen.getByRole('textbox', { name: 'Dealer' })).toBeInTheDocument();
    await fillBasics(user);
    await next(user);
    expect(beforeNext).toHaveBeenLastCalledWith(2);
    expect(heading('Basic Vehicle Information')).toBeInTheDocument();
    expect(beforeNext).toHaveBeenCalledTimes(2);
  });
});

describe('ListingWizard catalog lists', () => {
  it('offers every option list of steps 3 to 5 from the catalog', async () => {
    const user = userEvent.setup();
    renderWizard({ mode: 'edit', initialListing: storedListing() });
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.getAttribute('value'));
    await next(user);
    await next(user);
    expect(
      within(screen.getByRole('group', { name: 'Lease Terms' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['12 months', '24 months', '36 months', '48 months', '60 months']);
    expect(
      within(screen.getByRole('group', { name: 'Annual Mileage Limits' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['10,000 mi/yr', '12,000 mi/yr', '15,000 mi/yr', '18,000 mi/yr', '20,000 mi/yr']);
    expect(options('Car Type')).toEqual(['Sedan', 'SUV', 'Truck', 'Coupe', 'Convertible']);
    expect(options('Extra Mileage Cost')).toEqual(['0.10', '0.15', '0.20', '0.25', '0.30']);
    await next(user);
    expect(options('Fuel Type')).toEqual([
      'Gasoline',
      'Diesel',
      'Electric',
      'Hybrid',
      'Plug-in Hybrid',
      'Flex-Fuel (E85)',
      'Natural Gas (CNG)',
      'Hydrogen Fuel Cell',
    ]);
    expect(options('Transmission')).toEqual([
      'Automatic',
      'Manual',
      'Continuously Variable (CVT)',
      'Dual-Clutch',
      'Automated Manual',
      'Semi-Automatic',
    ]);
    await next(user);
    expect(options('Interior Color')).toEqual([
      'Black',
      'Gray',
      'Beige',
      'Brown',
      'White',
      'Cream',
      'Red',
      'Blue',
      'Burgundy',
      'Tan',
    ]);
    expect(options('Exterior Color')).toEqual([
      'White',
      'Black',
      'Silver',
      'Gray',
      'Blue',
      'Red',
      'Green',
      'Brown',
      'Yellow',
      'Orange',
      'Purple',
      'Gold',
      'Burgundy',
    ]);
    expect(options('Number of Seats')).toEqual(['2', '4', '5', '6', '7', '8', '9+']);
  });
});

describe('ListingWizard (edit)', () => {
  it('shows "Loading listing details..." while the listing loads', () => {
    renderWizard({ mode: 'edit', loading: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Listing' })).toBeInTheDocument();
    expect(screen.getByText('Loading listing details...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('toasts "Failed to load listing data" and goes to the list when loading fails', async () => {
    const toast = jest.fn();
    setNotifier(toast);
    renderWizard({ mode: 'edit', loadError: new Error('404') });
    expect(await screen.findByText('Listings page')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('Failed to load listing data', 'error');
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('prefills every step from the stored listing and sends stored image paths back', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn<ListingWizardProps['onSubmit']>(async () => undefined);
    renderWizard({ mode: 'edit', initialListing: storedListing(), onSubmit });

    expect(screen.getByText('2023 BMW X5')).toBeInTheDocument();
    expect(screen.getByAltText('Main Display Image preview')).toHaveAttribute('src', '/uploads/listings/main.jpg');
    expect(screen.getByAltText('Gallery Image 2 preview')).toHaveAttribute('src', '/uploads/listings/g2.jpg');
    expect(screen.getByRole('button', { name: 'Upload Gallery Image 3' })).toBeInTheDocument();
    // Replace the main image, remove the second gallery image.
    await user.upload(
      screen.getByLabelText('Main Display Image file'),
      new File(['x'], 'new-main.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Gallery Image 2' }));
    await next(user);

    expect(screen.getByRole('textbox', { name: 'Make' })).toHaveValue('BMW');
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveValue('X5');
    expect(screen.getByRole('combobox', { name: 'Body Type' })).toHaveValue('SUV');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2023');
    await next(user);
    expect(screen.getByRole('spinbutton', { name: 'MSRP' })).toHaveValue(65000);
    expect(screen.getByRole('button', { name: '36 months' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '12 months' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('combobox', { name: 'Extra Mileage Cost' })).toHaveValue('0.30');
    await next(user);
    expect(screen.getByRole('combobox', { name: 'Fuel Type' })).toHaveValue('Gasoline');
    await next(user);
    expect(screen.getByRole('combobox', { name: 'Interior Color' })).toHaveValue('Tan');
    await next(user);
    expect(
      within(screen.getByRole('list', { name: 'Safety Features' })).getByText('Lane Keeping Assist'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Car' }));
    const dialog = await screen.findByRole('dialog', { name: 'Success!' });
    expect(within(dialog).getByText('Your car has been successfully updated.')).toBeInTheDocument();

    const form = onSubmit.mock.calls[0][0];
    expect(form.get('make')).toBe('BMW');
    expect(form.get('year')).toBe('2023');
    expect(form.getAll('leaseTerms')).toEqual(['36', '48']);
    expect(form.getAll('comfortFeatures')).toEqual(['']);
    const [main] = form.getAll('imageUrls');
    expect((main as File).name).toBe('new-main.jpg');
    expect(form.getAll('galleryImages')).toEqual(['listings/g1.jpg']);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Listings page')).toBeInTheDocument();
  });

  it('shows Updating... while the update is sent', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    renderWizard({ mode: 'edit', initialListing: storedListing(), onSubmit: () => pending.promise });
    for (let i = 0; i < 5; i += 1) await next(user);
    await user.click(screen.getByRole('button', { name: 'Update Car' }));
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    pending.resolve();
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Success!' })).toBeInTheDocument());
  });
});
