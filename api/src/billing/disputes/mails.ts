// The dealer's mails about a lead dispute's outcome, in the shared layout of lib/mail-templates.ts.
import { render } from '../../lib/mail-templates';
import type { Mail } from '../../lib/mailer';

export interface DisputeMailFacts {
  dealershipName: string;
  /** "Jane D. about 2024 BMW X5", or null once the lead is deleted. */
  lead: string | null;
  /** "$75.00" */
  amount: string;
  chargedAt: Date;
  /** The Payment History page. */
  url: string;
}

const day = (d: Date) =>
  d.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
const charge = (f: DisputeMailFacts) =>
  `the ${f.amount} lead charge of ${day(f.chargedAt)}${f.lead ? ` (${f.lead})` : ''}`;

/**
 * Accepted, by an admin or at once by the rules (`automatic`). `refunded` false: the payment
 * provider refused the refund; the team completes it by hand.
 */
export function disputeAcceptedMail(
  to: string,
  f: DisputeMailFacts,
  opts: { automatic: boolean; refunded: boolean },
): Mail {
  return render({
    to,
    subject: `Dispute accepted: ${f.amount} refund`,
    greeting: `Hello ${f.dealershipName},`,
    paragraphs: [
      opts.automatic
        ? `Your dispute of ${charge(f)} was accepted: the same person sent you a lead shortly before.`
        : `Your dispute of ${charge(f)} was reviewed and accepted.`,
      opts.refunded
        ? `${f.amount} has been refunded to your card. The refund shows in your Payment History; your bank may take a few days to show it.`
        : `The refund of ${f.amount} could not be made automatically. Our team will complete it and let you know.`,
    ],
    action: { label: 'See your Payment History', url: f.url },
  });
}

export function disputeRefusedMail(to: string, f: DisputeMailFacts, note: string): Mail {
  return render({
    to,
    subject: 'Dispute refused',
    greeting: `Hello ${f.dealershipName},`,
    paragraphs: [`Your dispute of ${charge(f)} was reviewed and refused, so the charge stands.`, `Reason: ${note}`],
    action: { label: 'See your Payment History', url: f.url },
  });
}
