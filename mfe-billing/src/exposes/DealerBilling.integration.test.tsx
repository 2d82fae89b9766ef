// The dealer's subscription page as the shell mounts it (/dealer/payment/*), on the real API with
// the demo data (jest project mfe-billing-integration): the plan shown is the one the API holds.
import { screen } from '@testing-library/react';
import { callApi } from 'shared-auth';
import { endpoints, SUBSCRIPTION_BADGES } from 'shared-contracts';
import { DEMO_EMAILS, renderArea, signInThroughApi, signOut } from 'shared-ui/testing';
import DealerBilling from './DealerBilling';

afterEach(signOut);

describe('dealer billing on the real API', () => {
  it("shows the trial dealer's real plan: Free Trial and the days remaining the API counts", async () => {
    await signInThroughApi(DEMO_EMAILS.trialDealer);
    const { data: stats } = await callApi(endpoints.billing.myStats);
    expect(stats.subscriptionState).toBe('TRIAL_ACTIVE');
    expect(stats.trialDaysRemaining).toBeGreaterThan(0);

    renderArea(DealerBilling, { area: 'dealerBilling', path: '/dealer/payment' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Free Trial' })).toBeInTheDocument();
    expect(screen.getByLabelText(`Plan state: ${SUBSCRIPTION_BADGES.TRIAL_ACTIVE}`)).toBeInTheDocument();
    expect(screen.getByText(`You have ${stats.trialDaysRemaining} days remaining in your trial.`)).toBeInTheDocument();
  });

  it("shows the Pro dealer's real plan", async () => {
    await signInThroughApi(DEMO_EMAILS.proDealer);
    const { data: stats } = await callApi(endpoints.billing.myStats);
    expect(stats.subscriptionState).toBe('PRO_ACTIVE');

    renderArea(DealerBilling, { area: 'dealerBilling', path: '/dealer/payment' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Pro Unlimited' })).toBeInTheDocument();
    expect(screen.getByLabelText(`Plan state: ${SUBSCRIPTION_BADGES.PRO_ACTIVE}`)).toBeInTheDocument();
    expect(screen.getByText("You're on the Pro plan.")).toBeInTheDocument();
  });
});
