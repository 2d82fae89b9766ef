// The search form is rendered on the server: what a visitor picks before the page has hydrated
// must be what the Search button searches once it has.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchFilters, type SearchFiltersProps } from './search-filters';

const options = {
  makes: ['Honda', 'Toyota'],
  models: { Honda: ['Civic'], Toyota: ['Camry', 'RAV4'] },
  bodyTypes: ['Sedan', 'SUV'],
};
const empty = { make: '', model: '', bodyType: '', budget: '' };

afterEach(() => {
  document.body.innerHTML = '';
});

async function serverRendered(onSubmit: SearchFiltersProps['onSubmit']) {
  const form = <SearchFilters initial={empty} options={options} onSubmit={onSubmit} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(form);
  document.body.appendChild(container);
  const select = (name: string) => container.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
  return { form, container, select };
}

it('searches the make and budget picked before the page hydrated', async () => {
  const onSubmit = jest.fn<SearchFiltersProps['onSubmit']>();
  const { form, container, select } = await serverRendered(onSubmit);
  // No React yet: only the selects change.
  select('make').value = 'Toyota';
  select('budget').value = '300-400';
  await act(async () => {
    hydrateRoot(container, form);
  });
  // Toyota's models only, as after a pick in the hydrated page.
  expect([...select('model').options].map((o) => o.value)).toEqual(['', 'Camry', 'RAV4']);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(onSubmit).toHaveBeenCalledWith({ make: 'Toyota', model: '', bodyType: '', budget: '300-400' });
});

it('searches the state as before when nothing was picked before hydration', async () => {
  const onSubmit = jest.fn<SearchFiltersProps['onSubmit']>();
  const { form, container, select } = await serverRendered(onSubmit);
  await act(async () => {
    hydrateRoot(container, form);
  });
  await userEvent.selectOptions(select('bodyType'), 'SUV');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(onSubmit).toHaveBeenCalledWith({ ...empty, bodyType: 'SUV' });
});
