import { AgreementPage } from './agreement-page';

/** /privacy */
export function PrivacyPage() {
  return (
    <AgreementPage
      title="Privacy Policy"
      intro="This policy explains what personal data we collect when you use our car lease marketplace, why we collect it and the choices you have."
      checkboxLabel="I have read and agree to the Privacy Policy"
      notAgreedMessage="Please agree to the privacy policy before proceeding."
      sections={[
        {
          heading: 'What we collect',
          body: (
            <ul>
              <li>Account data: name, email address, phone number and, if you add one, a profile photo.</li>
              <li>Deal requests: the listing, your contact details and your message.</li>
              <li>
                Dealer data: dealership name, address, contact details and billing information (card details are held by
                our payment provider, not by us).
              </li>
              <li>Usage data needed to run the site securely, such as sign-in events.</li>
            </ul>
          ),
        },
        {
          heading: 'How we use it',
          body: (
            <ul>
              <li>
                To run your account and send the emails you need (verification, password reset, request confirmation).
              </li>
              <li>To pass a confirmed deal request to the dealer of that listing, and to no one else.</li>
              <li>To bill dealers for their plan and verified leads.</li>
            </ul>
          ),
        },
        {
          heading: 'Sharing',
          body: (
            <p>
              We do not sell personal data. We share it only with the dealer you contact, with service providers that
              help us run the site (hosting, email, payments) under contract, or when the law requires it.
            </p>
          ),
        },
        {
          heading: 'Retention and security',
          body: (
            <p>
              We keep data only as long as needed for the purposes above or as required by law. Passwords are stored as
              slow one-way hashes and all traffic is encrypted.
            </p>
          ),
        },
        {
          heading: 'Your rights',
          body: (
            <p>
              You can access, correct or delete your data, and object to its use. Update your profile in your account or
              contact us through the contact page.
            </p>
          ),
        },
      ]}
    />
  );
}
