// Lead mails, in the shared layout of lib/mail-templates.ts (plain text + escaped HTML).
import { render } from '../lib/mail-templates';
import type { Mail } from '../lib/mailer';

/** To the shopper: the link that confirms the request (valid `hours`), with the lease chosen ("36 months, 12,000 miles a year"). */
export function leadVerificationMail(
  to: string,
  firstName: string,
  car: string,
  choice: string | undefined,
  url: string,
  hours: number,
): Mail {
  return render({
    to,
    subject: `Confirm your request for the ${car}`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `Please confirm your email so the dealer can contact you about the ${car}${choice ? ` (${choice})` : ''}.`,
      `The link is valid for ${hours} hours. If you did not make this request, ignore this email.`,
    ],
    action: { label: 'Confirm my request', url },
  });
}

/** To the dealer: a verified lead arrived, with the lease the shopper chose (no contact details: they are behind sign-in). */
export function dealerLeadNoticeMail(
  to: string,
  dealershipName: string,
  car: string,
  choice: string | undefined,
  url: string,
): Mail {
  return render({
    to,
    subject: `New verified lead for the ${car}`,
    greeting: `Hello ${dealershipName},`,
    paragraphs: [
      `A shopper confirmed a request about the ${car}. See it in your dashboard.`,
      ...(choice ? [`Lease requested: ${choice}.`] : []),
    ],
    action: { label: 'See your leads', url },
  });
}
