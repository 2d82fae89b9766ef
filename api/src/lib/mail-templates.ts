// Every mail the API sends, built here (one escapeHtml): account mails as plain text plus a
// simple, inline-styled HTML version; the contact form as a plain note to the team.
import type { Mail } from './mailer';

const BRAND = 'LeaseMarket';

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

interface Layout { to: string; subject: string; greeting: string; paragraphs: string[]; action?: { label: string; url: string }; footer?: string }

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
${action ? `<p style="padding:8px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1565c0;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#52606d">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#1565c0;word-break:break-all">${escapeHtml(action.url)}</a></p>` : ''}
<p>${escapeHtml(closing)}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { to, subject, text, html };
}

/** The contact form, to the team (config.CONTACT_TO). */
export function contactMail(to: string, form: { name: string; email: string; phone?: string; subject: string; message: string }): Mail {
  const lines = [`From: ${form.name} <${form.email}>`, ...(form.phone ? [`Phone: ${form.phone}`] : []), `Subject: ${form.subject}`, '', form.message];
  return {
    to,
    subject: `Contact form: ${form.subject}`,
    text: lines.join('\n'),
    html: `<p><strong>From:</strong> ${escapeHtml(form.name)} &lt;${escapeHtml(form.email)}&gt;</p>`
      + (form.phone ? `<p><strong>Phone:</strong> ${escapeHtml(form.phone)}</p>` : '')
      + `<p><strong>Subject:</strong> ${escapeHtml(form.subject)}</p><p>${escapeHtml(form.message).replace(/\n/g, '<br>')}</p>`,
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

export function dealerPendingMail(to: string, firstName: string, dealershipName: string, verifyUrl: string): Mail {
  return render({
    to,
    subject: `Welcome to ${BRAND}: ${dealershipName} is awaiting approval`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `Thank you for registering ${dealershipName} on ${BRAND}. Our team reviews every new dealership; you will hear from us once your account is approved.`,
      'Your 30-day free trial has started. Meanwhile you can sign in, see your dashboard and prepare your listings.',
      'Please confirm your email address first (the link is valid for 48 hours).',
    ],
    action: { label: 'Verify email address', url: verifyUrl },
  });
}
