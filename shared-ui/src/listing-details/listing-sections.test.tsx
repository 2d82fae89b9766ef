import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import type { Listing } from 'shared-contracts';
import { storedListing } from '../listing-wizard/test-utils';
import { ListingSections } from './listing-sections';

function renderSections(patch: Partial<Listing> = {}) {
  render(<ListingSections listing={storedListing(patch)} />);
}

const section = (name: string) => screen.getByRole('region', { name });
/** The value shown under a label inside a section. */
const fact = (sectionName: string, label: string) =>
  within(section(sectionName)).getByText(label).nextElementSibling?.textContent;

describe('ListingSections', () => {
  it('shows the six sections of spec 2 in order', () => {
    renderSections();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Vehicle Overview',
      'Lease Details',
      'Vehicle Specifications',
      'Features',
      'Annual Mileage Limit (Miles)',
      'Lease Term (months)',
    ]);
  });

  it('shows prices in dollars, the monthly payment per month and the extra mileage cost per mile', () => {
    renderSections({ msrp: 65000, downPayment: 4999.5, monthlyPayment: 799, extraMileageCost: 0.3 });
    expect(fact('Lease Details', 'MSRP')).toBe('$65,000');
    expect(fact('Lease Details', 'Down Payment')).toBe('$4,999.50');
    expect(fact('Lease Details', 'Monthly Payment')).toBe('$799/month');
    expect(fact('Lease Details', 'Extra Mileage Cost')).toBe('$0.30/mile');
    expect(fact('Lease Details', 'Car Type')).toBe('SUV');
    expect(fact('Vehicle Overview', 'Make')).toBe('BMW');
    expect(fact('Vehicle Overview', 'Year')).toBe('2023');
    expect(fact('Vehicle Specifications', 'Fuel Type')).toBe('Gasoline');
    expect(fact('Vehicle Specifications', 'Number of Seats')).toBe('5');
    expect(within(section('Annual Mileage Limit (Miles)')).getByRole('list').textContent).toBe('10,000');
    expect(
      within(section('Lease Term (months)'))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['36 months', '48 months']);
    expect(within(section('Features')).getByRole('list', { name: 'Safety features' })).toHaveTextContent(
      'Lane Keeping Assist',
    );
    expect(within(section('Features')).getByRole('list', { name: 'Entertainment features' })).toHaveTextContent(
      'Apple CarPlay',
    );
    expect(within(section('Features')).queryByRole('list', { name: 'Comfort features' })).not.toBeInTheDocument();
  });

  it('missing lease term: "Not specified"; other absent values: "N/A"; no features: the spec sentence', () => {
    renderSections({
      leaseTerms: [],
      mileageLimits: [],
      interiorColor: '',
      transmission: ' ',
      monthlyPayment: Number.NaN,
      safetyFeatures: [],
      comfortFeatures: [],
      entertainmentFeatures: [' '],
      specialFeatures: [],
    });
    expect(within(section('Lease Term (months)')).getByText('Not specified')).toBeInTheDocument();
    expect(within(section('Annual Mileage Limit (Miles)')).getByText('N/A')).toBeInTheDocument();
    expect(fact('Vehicle Overview', 'Interior Color')).toBe('N/A');
    expect(fact('Vehicle Specifications', 'Transmission')).toBe('N/A');
    expect(fact('Lease Details', 'Monthly Payment')).toBe('N/A');
    expect(within(section('Features')).getByText('No features listed for this vehicle.')).toBeInTheDocument();
  });
});
