import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';

describe('/faq explains lease cost and the deal score', () => {
  it('shows the formulas in plain words and what the deal score weighs', async () => {
    renderApp('/faq#lease-cost');
    const formulas = await screen.findByRole('heading', { level: 3, name: 'How we compute lease cost' });
    const answer = formulas.parentElement as HTMLElement;
    expect(answer).toHaveAttribute('id', 'lease-cost');
    const said = (term: string) => within(answer).getByText(term).nextElementSibling?.textContent;
    expect(said('Due at signing')).toBe('Down payment + first monthly payment.');
    expect(said('Extra mileage')).toContain(
      'monthly payment = quoted monthly payment + (miles you pick − lowest miles) × cost per extra mile ÷ 12',
    );
    expect(said('Total cost')).toContain('Down payment + monthly payment × lease term in months');
    expect(said('Effective monthly')).toContain('Total cost ÷ lease term in months');
    const score = screen.getByRole('heading', { level: 3, name: 'What the deal score weighs' })
      .parentElement as HTMLElement;
    expect(score).toHaveAttribute('id', 'deal-score');
    expect(score).toHaveTextContent('the same body type in the same $10,000 MSRP band');
    expect(score).toHaveTextContent('the down payment spread over the lease, so it is counted once');
    expect(score).toHaveTextContent('below similar deals is never a “High price”');
    expect(score).toHaveTextContent('never scores lower');
  });
});
