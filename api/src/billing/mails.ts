// Billing mails to the dealer, in the shared layout of lib/mail-templates.ts (plain text +
// escaped HTML), each with a link to the billing page (or the receipt).
import { render } from '../lib/mail-templates';
import type { Mail } from '../lib/mailer';
import { formatDay, formatMoney } from './calendar';

/** Who a billing mail goes to (dealers.dealerContact). */
export interface BillingContact {
  email: string;
  firstName: string;
  dealershipName: string;
}
export interface CardText {
  brand: string | null;
  last4: string | null;
}

const greeting = (c: BillingContact) => `Hello ${c.firstName},`;
const cardText = (card: CardText) =>
  card.last4
    ? `${card.brand ? `${card.brand[0].toUpperCase()}${card.brand.slice(1)}` : 'Card'} ending in ${card.last4}`
    : 'your card';
const billingAction = (url: string) => ({ label: 'Manage your subscription', url });

/** Every succeeded charge. */
export function receiptMail(
  c: BillingContact,
  p: { description: string; amountCents: number; paidAt: Date; receiptNumber: string; card: CardText },
  url: string,
): Mail {
  return render({
    to: c.email,
    subject: `Your LeaseMarket receipt ${p.receiptNumber}`,
    greeting: greeting(c),
    paragraphs: [
      `Thank you for your payment. ${c.dealershipName} was charged ${formatMoney(p.amountCents)} on ${formatDay(p.paidAt)} for: ${p.description}.`,
      `Paid with ${cardText(p.card)}. Receipt number: ${p.receiptNumber}.`,
    ],
    action: { label: 'View your receipt', url },
  });
}

/** 7 and 3 days before the trial ends. */
export function trialReminderMail(
  c: BillingContact,
  t: { daysLeft: number; endsAt: Date; continuesOnPro: boolean; monthlyFeeCents: number; card: CardText },
  url: string,
): Mail {
  const next = t.continuesOnPro
    ? `Your Pro plan starts then and ${cardText(t.card)} will be charged ${formatMoney(t.monthlyFeeCents)} a month, plus the per-lead rate for each verified lead. You can change this on your billing page.`
    : 'To keep receiving leads after that, upgrade to the Pro plan on your billing page.';
  return render({
    to: c.email,
    subject: `Your free trial ends in ${t.daysLeft} days`,
    greeting: greeting(c),
    paragraphs: [`The free trial of ${c.dealershipName} ends on ${formatDay(t.endsAt)}.`, next],
    action: billingAction(url),
  });
}

export function trialEndedMail(c: BillingContact, url: string): Mail {
  return render({
    to: c.email,
    subject: 'Your free trial has ended',
    greeting: greeting(c),
    paragraphs: [
      `The free trial of ${c.dealershipName} has ended. Your listings are no longer shown to shoppers and you will not receive new leads.`,
      'Upgrade to the Pro plan to continue receiving leads.',
    ],
    action: { label: 'Upgrade to Pro', url },
  });
}

/** A charge failed: the monthly fee (with the grace period) or a lead charge. */
export function paymentFailedMail(
  c: BillingContact,
  p: { description: string; amountCents: number; reason: string | null; graceEndsAt: Date | null },
  url: string,
): Mail {
  return render({
    to: c.email,
    subject: 'Your LeaseMarket payment failed',
    greeting: greeting(c),
    paragraphs: [
      `We could not charge ${formatMoney(p.amountCents)} for ${p.description}.${p.reason ? ` The card issuer said: ${p.reason}` : ''}`,
      p.graceEndsAt
        ? `Your listings stay visible and you keep receiving leads until ${formatDay(p.graceEndsAt)}. We will try again in a few days; to settle it now, add a new card on your billing page.`
        : 'We will try again in a few days. To settle it now, add a new card on your billing page.',
    ],
    action: billingAction(url),
  });
}

/** 7 days and 1 day before the grace period ends. */
export function graceReminderMail(c: BillingContact, g: { daysLeft: number; endsAt: Date }, url: string): Mail {
  const when = g.daysLeft === 1 ? 'tomorrow' : `in ${g.daysLeft} days`;
  return render({
    to: c.email,
    subject: `Action needed: your listings will be paused ${when}`,
    greeting: greeting(c),
    paragraphs: [
      `The payment for the Pro plan of ${c.dealershipName} is still outstanding. On ${formatDay(g.endsAt)} your listings will be paused and you will stop receiving leads.`,
      'Add a new card on your billing page to keep them running.',
    ],
    action: billingAction(url),
  });
}

export function pausedMail(c: BillingContact, url: string): Mail {
  return render({
    to: c.email,
    subject: 'Your listings are paused',
    greeting: greeting(c),
    paragraphs: [
      `The payment for the Pro plan of ${c.dealershipName} could not be collected during the 15-day grace period, so your listings are no longer shown to shoppers and you will not receive new leads.`,
      'As soon as a payment succeeds they come back by themselves: add a new card or upgrade again on your billing page.',
    ],
    action: billingAction(url),
  });
}

/** An admin stopped the dealer's trial or Pro plan (Stop Active Plan). */
export function planStoppedMail(c: BillingContact, plan: 'trial' | 'pro', supportEmail: string, url: string): Mail {
  return render({
    to: c.email,
    subject: `Your ${plan === 'pro' ? 'Pro plan' : 'free trial'} has been stopped`,
    greeting: greeting(c),
    paragraphs: [
      `Our team has stopped the ${plan === 'pro' ? 'Pro plan' : 'free trial'} of ${c.dealershipName}. Your listings are no longer shown to shoppers and you will not receive new leads. Nothing more will be charged.`,
      `If you have questions, please write to ${supportEmail}. You can start the Pro plan again on your billing page.`,
    ],
    action: billingAction(url),
  });
}
