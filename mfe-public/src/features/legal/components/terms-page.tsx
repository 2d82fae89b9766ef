import { GRACE_PERIOD_DAYS, PER_LEAD_FEE_DOLLARS, PRO_MONTHLY_FEE_DOLLARS, TRIAL_DAYS } from 'shared-contracts';
import { AgreementPage } from './agreement-page';

/** /terms */
export function TermsPage() {
  return (
    <AgreementPage
      title="Terms and Conditions"
      intro="These terms govern your use of our car lease marketplace, as a shopper browsing and requesting lease deals or as a dealer listing vehicles and receiving leads. By using the site you accept them."
      checkboxLabel="I have read and agree to the Terms and Conditions"
      notAgreedMessage="Please agree to the terms before proceeding."
      sections={[
        {
          heading: 'Using the marketplace',
          body: (
            <>
              <p>
                Shoppers can search and view lease listings for free. To send a request to a dealer you confirm your
                email address; a request is shared only with the dealer of the listing.
              </p>
              <p>
                Listings are published by independent dealers. Prices, availability and lease terms are set by the
                dealer and confirmed by the dealer before any contract is signed.
              </p>
            </>
          ),
        },
        {
          heading: 'Dealer accounts',
          body: (
            <ul>
              <li>Dealer accounts are reviewed and approved by our team before listings go live.</li>
              <li>Dealers are responsible for the accuracy of their listings, prices and vehicle information.</li>
              <li>We may pause or remove listings that are misleading or breach these terms.</li>
            </ul>
          ),
        },
        {
          heading: 'Free trial, plans and fees',
          body: (
            <ul>
              <li>New dealers get a {TRIAL_DAYS}-day free trial. There is no contract and you can cancel anytime.</li>
              <li>We send reminder emails 7 and 3 days before the trial ends.</li>
              <li>After the trial, the Pro plan costs ${PRO_MONTHLY_FEE_DOLLARS}/month, billed monthly in advance.</li>
              <li>
                Verified leads are billed at ${PER_LEAD_FEE_DOLLARS} per verified lead. A lead is verified when the
                shopper confirms their email.
              </li>
            </ul>
          ),
        },
        {
          heading: 'Payments, grace period and refunds',
          body: (
            <ul>
              <li>
                Failed payments trigger a {GRACE_PERIOD_DAYS}-day grace period. If the balance is still unpaid after the
                grace period, your listings pause until payment is made.
              </li>
              <li>Billing disputes must be raised within {GRACE_PERIOD_DAYS} days of the charge.</li>
              <li>
                There are no refunds for partial months. When you cancel, your plan stays active until the end of the
                period already paid.
              </li>
            </ul>
          ),
        },
        {
          heading: 'Acceptable use',
          body: (
            <p>
              Do not misuse the site: no false requests, scraping, attempts to access other accounts, or content that is
              unlawful or misleading.
            </p>
          ),
        },
        {
          heading: 'Liability',
          body: (
            <p>
              We provide the marketplace as is. Lease contracts are between the shopper and the dealer; we are not a
              party to them. Nothing in these terms limits rights you have under consumer law.
            </p>
          ),
        },
        {
          heading: 'Changes',
          body: (
            <p>
              We may update these terms. The date above shows the latest version; material changes are announced by
              email to account holders.
            </p>
          ),
        },
      ]}
    />
  );
}
