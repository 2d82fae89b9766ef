// A server-rendered deal page: its request form must not be sent as a plain HTML form (a GET with
// the shopper's details in the address) before the page has hydrated.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import { testQueryClient } from '../../../testing/render-app';
import { RequestDealForm } from './request-deal-form';

it('the server sends the button disabled, and hydration enables it', async () => {
  const page = (
    <AppProviders queryClient={testQueryClient()}>
      <MemoryRouter>
        <RequestDealForm listingId="l1" vehicle="2024 Toyota Camry" choice={{ termMonths: 36, annualMileage: 10000 }} />
      </MemoryRouter>
    </AppProviders>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.appendChild(container);
  const serverButton = container.querySelector('button[type="submit"]');
  expect(serverButton).toHaveTextContent('Request this deal');
  expect(serverButton).toBeDisabled();

  await act(async () => {
    hydrateRoot(container, page);
  });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Request this deal' })).toBeEnabled());
  container.remove();
});
