import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { DEAL_ID, dealSummary } from '../../../testing/deal-fixtures';
import { ListingCard } from './listing-card';

const figure = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling?.textContent;

describe('what a card says about cost', () => {
  it('shows the quoted lease: monthly, term and mileage, due at signing, effective monthly and total cost', () => {
    renderApp('/listings', { element: <ListingCard listing={dealSummary()} /> });
    const card = screen.getByRole('article', { name: 'Toyota Camry 2024' });
    expect(card).toHaveTextContent('$329/month');
    // The quoted choice: its longest term at its lowest mileage.
    expect(within(card).getByText('36 mo · 10,000 mi/yr')).toBeInTheDocument();
    expect(figure(card, 'Due at signing')).toBe('$2,329');
    expect(figure(card, 'Total cost')).toBe('$13,844');
    expect(figure(card, 'Effective monthly')).toBe('$384.56');
    expect(within(card).getByRole('link', { name: 'View Deal' })).toHaveAttribute('href', `/viewListings/${DEAL_ID}`);
  });

  it('a search by term and mileage prices the card on that lease and opens the deal on it', () => {
    renderApp('/listings?term=24&mileage=11000', { element: <ListingCard listing={dealSummary()} /> });
    const card = screen.getByRole('article', { name: 'Toyota Camry 2024' });
    // 11,000 miles are served by the 12,000-mile lease: $329 + 2,000 x $0.25 / 12.
    expect(card).toHaveTextContent('$370.67/month');
    expect(within(card).getByText('24 mo · 12,000 mi/yr')).toBeInTheDocument();
    expect(figure(card, 'Due at signing')).toBe('$2,370.67');
    expect(figure(card, 'Total cost')).toBe('$10,896.08');
    expect(figure(card, 'Effective monthly')).toBe('$454');
    expect(within(card).getByRole('link', { name: 'View Deal' })).toHaveAttribute(
      'href',
      `/viewListings/${DEAL_ID}?term=24&miles=12000`,
    );
  });

  it('a searched term the listing does not offer falls back to its quoted one', () => {
    renderApp('/listings?term=48', { element: <ListingCard listing={dealSummary()} /> });
    const card = screen.getByRole('article', { name: 'Toyota Camry 2024' });
    expect(within(card).getByText('36 mo · 10,000 mi/yr')).toBeInTheDocument();
    expect(card).toHaveTextContent('$329/month');
  });

  it('shows the deal score with its word, and no badge while a listing has no score', () => {
    const { unmount } = renderApp('/listings', { element: <ListingCard listing={dealSummary()} /> });
    expect(screen.getByRole('img', { name: 'Deal score 87 out of 100: Great deal' })).toBeInTheDocument();
    unmount();
    renderApp('/listings', { element: <ListingCard listing={dealSummary({ dealScore: null })} /> });
    expect(screen.queryByRole('img', { name: /Deal score/ })).not.toBeInTheDocument();
  });
});
