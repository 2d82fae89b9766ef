import { screen, within } from '@testing-library/react';
import { fakeServer, sentBody } from 'shared-auth/testing';
import { renderApp } from '../../../testing/render-app';
import { DEAL_ID, dealDetail } from '../../../testing/deal-fixtures';

const serveDeal = (listing = dealDetail()) =>
  fakeServer(({ url, method }) => {
    if (method === 'get' && url === `/api/listings/${DEAL_ID}`)
      return { status: 200, data: { success: true, data: listing } };
    if (method === 'post' && url === '/api/leads')
      return { status: 201, data: { success: true, message: 'Thank you!' } };
    return { status: 404, data: { message: 'Not found' } };
  });

const costOf = () => {
  const figures = within(screen.getByLabelText('Lease cost'));
  const value = (label: string) => figures.getByText(label).nextElementSibling?.textContent;
  return {
    due: value('Due at signing'),
    effective: value('Effective monthly'),
    total: value('Total cost'),
    monthly: screen.getByTestId('lease-monthly').textContent,
  };
};

describe('the deal page prices the lease the shopper picks', () => {
  it('starts on the quoted lease; picking a term and a mileage puts them in the URL and updates every figure', async () => {
    serveDeal();
    const { user, location } = renderApp(`/viewListings/${DEAL_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Toyota Camry 2024' });
    expect(costOf()).toEqual({ monthly: '$329/month', due: '$2,329', effective: '$384.56', total: '$13,844' });
    const terms = screen.getByRole('group', { name: 'Lease term' });
    expect(within(terms).getByRole('link', { name: '36 months' })).toHaveAttribute('aria-current', 'true');
    // The old chip lists that did nothing are gone from this page.
    expect(screen.queryByRole('region', { name: 'Lease Term (months)' })).not.toBeInTheDocument();

    await user.click(within(terms).getByRole('link', { name: '24 months' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Miles per year' })).getByRole('link', { name: '12,000' }),
    );
    expect(location.params.get('term')).toBe('24');
    expect(location.params.get('miles')).toBe('12000');
    expect(costOf()).toEqual({ monthly: '$370.67/month', due: '$2,370.67', effective: '$454', total: '$10,896.08' });
    expect(within(terms).getByRole('link', { name: '24 months' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'How we compute this' })).toHaveAttribute('href', '/faq#lease-cost');
  });

  it('a shared link opens on its lease; an offer the listing does not have falls back to the quoted one', async () => {
    serveDeal();
    const { unmount } = renderApp(`/viewListings/${DEAL_ID}?term=24&miles=12000`);
    await screen.findByRole('heading', { level: 1, name: 'Toyota Camry 2024' });
    expect(costOf().total).toBe('$10,896.08');
    unmount();
    serveDeal();
    renderApp(`/viewListings/${DEAL_ID}?term=99&miles=abc`);
    await screen.findByRole('heading', { level: 1, name: 'Toyota Camry 2024' });
    expect(costOf().total).toBe('$13,844');
  });

  it('shows the deal score with each reason and its points', async () => {
    serveDeal();
    renderApp(`/viewListings/${DEAL_ID}`);
    const panel = await screen.findByRole('region', { name: 'Deal score' });
    expect(within(panel).getByRole('img', { name: 'Deal score 87 out of 100: Great deal' })).toBeInTheDocument();
    const reasons = within(within(panel).getByRole('list', { name: 'Why this score' })).getAllByRole('listitem');
    expect(reasons.map((r) => r.textContent)).toEqual([
      '$385/month effective, down payment included: 18% below similar sedans ($30,000-$40,000 MSRP)74/85 points',
      '12,000 miles a year included, $0.10 per mile over: better than most leases13/15 points',
    ]);
    expect(panel).toHaveTextContent('Compared with 14 similar listings on the site.');
  });

  it('shows no score while the listing has none', async () => {
    serveDeal(dealDetail({ dealScore: null }));
    renderApp(`/viewListings/${DEAL_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Toyota Camry 2024' });
    expect(screen.queryByRole('region', { name: 'Deal score' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Deal score/ })).not.toBeInTheDocument();
  });

  it('the request carries the lease picked to the dealer', async () => {
    const { calls } = serveDeal();
    const { user } = renderApp(`/viewListings/${DEAL_ID}?term=24&miles=12000`);
    await screen.findByRole('heading', { level: 1, name: 'Toyota Camry 2024' });
    const form = screen.getByRole('form', { name: 'Request this deal' });
    expect(within(form).getByTestId('request-choice')).toHaveTextContent('Your lease: 24 months, 12,000 miles a year');
    await user.type(within(form).getByLabelText('First name'), 'Jane');
    await user.type(within(form).getByLabelText('Email'), 'jane@example.com');
    await user.type(within(form).getByLabelText('Phone'), '5550100');
    await user.click(within(form).getByRole('button', { name: 'Request this deal' }));
    await screen.findByText('Check your email to confirm your request');
    const lead = calls.find((c) => c.url === '/api/leads')!;
    expect(sentBody(lead)).toMatchObject({ listingId: DEAL_ID, termMonths: 24, annualMileage: 12000 });
  });
});

describe('the deal page in reading order', () => {
  it('has the price and the request form right after the title, before the deal score and the details (as a phone shows them)', async () => {
    serveDeal();
    renderApp(`/viewListings/${DEAL_ID}`);
    const title = await screen.findByRole('heading', { level: 1, name: 'Toyota Camry 2024' });
    const price = screen.getByLabelText('Lease cost');
    const form = screen.getByRole('form', { name: 'Request this deal' });
    const score = screen.getByRole('region', { name: 'Deal score' });
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(title, price)).toBe(true);
    expect(follows(price, form)).toBe(true);
    expect(follows(form, score)).toBe(true);
  });
});
