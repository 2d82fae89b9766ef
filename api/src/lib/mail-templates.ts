// Every mail the API sends, built here (one escapeHtml): account mails as plain text plus a
// simple, inline-styled HTML version; the contact form as a plain note to the team.
import type { Mail } from './mailer';

const BRAND = 'LeaseMarket';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

interface Layout {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}

export function render({ to, subject, greeting, paragraphs, action, footer }: Layout): Mail {
  const closing = footer ?? `The ${BRAND} team`;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    closing,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;padding-bottom:16px">${BRAND}</td></tr>
<tr><td style="font-size:15px;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${
  action
    ? `<p style="padding:8px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1565c0;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#52606d">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#1565c0;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : ''
}
<p>${escapeHtml(closing)}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { to, subject, text, html };
}

/** The contact form, to the team (config.CONTACT_TO). */
export function contactMail(
  to: string,
  form: { name: string; email: string; phone?: string; subject: string; message: string },
): Mail {
  const lines = [
    `From: ${form.name} <${form.email}>`,
    ...(form.phone ? [`Phone: ${form.phone}`] : []),
    `Subject: ${form.subject}`,
    '',
    form.message,
  ];
  return {
    to,
    subject: `Contact form: ${form.subject}`,
    text: lines.join('\n'),
    html:
      `<p><strong>From:</strong> ${escapeHtml(form.name)} &lt;${escapeHtml(form.email)}&gt;</p>` +
      (form.phone ? `<p><strong>Phone:</strong> ${escapeHtml(form.phone)}</p>` : '') +
      `<p><strong>Subject:</strong> ${escapeHtml(form.subject)}</p><p>${escapeHtml(form.message).replace(/\n/g, '<br>')}</p>`,
  };
}

export function verifyEmailMail(to: string, firstName: string, url: string): Mail {
  return render({
    to,
    subject: `Verify your email address for ${BRAND}`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `Thank you for creating a ${BRAND} account. Please confirm that this is your email address.`,
      'The link is valid for 48 hours. If you did not create an account, you can ignore this email.',
    ],
    action: { label: 'Verify email address', url },
  });
}

export function resetPasswordMail(to: string, firstName: string, url: string): Mail {
  return render({
    to,
    subject: `Reset your ${BRAND} password`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'We received a request to reset the password of your account.',
      'The link is valid for 1 hour and can be used once. If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url },
  });
}

/**
 * To the owner of an email someone tried to register again (the sign-up answers as if it worked,
 * so it tells nobody else the account exists).
 */
export function accountExistsMail(to: string, firstName: string, loginUrl: string, forgotUrl: string): Mail {
  return render({
    to,
    subject: `Someone tried to create a ${BRAND} account with your email`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `Someone tried to create a ${BRAND} account with your email address, which already has an account. If it was you, sign in, or reset your password if you forgot it: ${forgotUrl}`,
      'If it was not you, you can ignore this email: nothing was changed and no new account was created.',
    ],
    action: { label: 'Sign in', url: loginUrl },
  });
}

/**
 * To an email with no account that asked for a reset link (the request answers the same either
 * way, so it tells nobody else whether the account exists).
 */
export function noAccountResetMail(to: string, registerUrl: string): Mail {
  return render({
    to,
    subject: `Your ${BRAND} password reset request`,
    greeting: 'Hello,',
    paragraphs: [
      `We received a request to reset the password of a ${BRAND} account for this email address, but no account uses it. If it was you, you may have signed up with another email address, or you can create an account.`,
      'If you did not ask for this, you can ignore this email.',
    ],
    action: { label: 'Create an account', url: registerUrl },
  });
}

export function dealerPendingMail(to: string, firstName: string, dealershipName: string, verifyUrl: string): Mail {
  return render({
    to,
    subject: `Welcome to ${BRAND}: ${dealershipName} is awaiting approval`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `Thank you for registering ${dealershipName} on ${BRAND}. Our team reviews every new dealership; you will hear from us once your account is approved.`,
      'Your 30-day free trial starts when your dealership is approved. Meanwhile you can sign in, see your dashboard and prepare your listings.',
      'Please confirm your email address first (the link is valid for 48 hours).',
    ],
    action: { label: 'Verify email address', url: verifyUrl },
  });
}

/** A dealer account an admin created: the link (a reset-password link) chooses its first password. */
export function dealerInvitationMail(
  to: string,
  firstName: string,
  dealershipName: string,
  url: string,
  hours: number,
): Mail {
  return render({
    to,
    subject: `Your ${BRAND} dealer account for ${dealershipName}`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `An account has been created for ${dealershipName} on ${BRAND}, with this email address. Your 30-day free trial has started.`,
      `Choose your password to sign in. The link is valid for ${hours} hours and can be used once; after that, use "Forgot password" on the sign-in page.`,
    ],
    action: { label: 'Choose your password', url },
  });
}

/** The dealership is approved; `trial` when its free trial starts with this approval (the first one). */
export function dealerApprovedMail(
  to: string,
  firstName: string,
  dealershipName: string,
  url: string,
  trial?: { days: number; endsOn: string },
): Mail {
  return render({
    to,
    subject: `${dealershipName} is approved on ${BRAND}`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `Good news: ${dealershipName} has been approved. Your approved listings are now shown to shoppers while your plan is active, and you can receive leads.`,
      ...(trial
        ? [
            `Your ${trial.days}-day free trial starts now and ends on ${trial.endsOn}: the leads you receive until then are free. You can choose what follows the trial on your billing page.`,
          ]
        : []),
    ],
    action: { label: 'Go to your dashboard', url },
  });
}

export function dealerSuspendedMail(to: string, firstName: string, dealershipName: string, supportEmail: string): Mail {
  return render({
    to,
    subject: `${dealershipName} has been suspended on ${BRAND}`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `${dealershipName} has been suspended. Your listings are no longer shown to shoppers, you will not receive new leads, and you cannot sign in for now.`,
      `If you think this is a mistake, please write to ${supportEmail}.`,
    ],
  });
}

/** A listing an admin rejected, with the admin's reason. */
export function listingRejectedMail(
  to: string,
  dealershipName: string,
  car: string,
  reason: string,
  url: string,
): Mail {
  return render({
    to,
    subject: `Your listing ${car} was not approved`,
    greeting: `Hello ${dealershipName},`,
    paragraphs: [
      `Your listing ${car} was reviewed and not approved, so it is not shown to shoppers.`,
      `Reason: ${reason}`,
      'You can edit the listing and save it again; it will then be reviewed again.',
    ],
    action: { label: 'See your listings', url },
  });
}

/** To an admin: a new dealership waits for approval. */
export function adminNewDealerMail(
  to: string,
  firstName: string,
  dealer: { dealershipName: string; email: string; city: string | null; state: string | null },
  url: string,
): Mail {
  const place = [dealer.city, dealer.state].filter(Boolean).join(', ');
  return render({
    to,
    subject: `New dealer waiting for approval: ${dealer.dealershipName}`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `${dealer.dealershipName}${place ? ` (${place})` : ''} signed up with ${dealer.email} and is waiting for approval.`,
    ],
    action: { label: 'Review the dealer', url },
  });
}

/** To an admin: a listing waits for approval. */
/** A dealer's spreadsheet import left listings waiting for approval: one mail for the whole import. */
export function adminImportedListingsMail(
  to: string,
  firstName: string,
  dealershipName: string,
  count: number,
  url: string,
): Mail {
  const what = count === 1 ? '1 listing' : `${count} listings`;
  return render({
    to,
    subject: `Listings waiting for approval: ${what} from ${dealershipName}`,
    greeting: `Hello ${firstName},`,
    paragraphs: [`${dealershipName} imported a spreadsheet: ${what} wait for approval.`],
    action: { label: 'Review the listings', url },
  });
}

export function adminPendingListingMail(
  to: string,
  firstName: string,
  listing: { year: number; make: string; model: string; dealershipName: string },
  url: string,
): Mail {
  const car = `${listing.year} ${listing.make} ${listing.model}`;
  return render({
    to,
    subject: `Listing waiting for approval: ${car}`,
    greeting: `Hello ${firstName},`,
    paragraphs: [`${listing.dealershipName} has a listing waiting for approval: ${car}.`],
    action: { label: 'Review the listing', url },
  });
}

/** To a dealer: its inventory feed failed (sent once until a run succeeds again). */
export function feedFailedMail(to: string, firstName: string, problem: string, url: string): Mail {
  return render({
    to,
    subject: 'Your inventory feed could not be imported',
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `We could not import your inventory feed: ${problem}.`,
      'Your listings stay as they were. We keep trying on every scheduled run and will not mail you again about it until the feed works.',
    ],
    action: { label: 'See your imports', url },
  });
}
