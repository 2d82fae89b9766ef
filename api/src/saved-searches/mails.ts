// The daily saved-search mail: new matches per saved search and price drops on favourites,
// each deal with its make, model, year, monthly payment and link; an unsubscribe link per
// search and one for every such mail (signed, no sign-in needed).
import { dollars, savedSearchPageQuery, type ListingSummary } from 'shared-contracts';
import { escapeHtml } from '../lib/mail-templates';
import type { Mail } from '../lib/mailer';

export interface SearchMatches {
  name: string;
  query: string;
  listings: ListingSummary[];
  unsubscribeUrl: string;
}
interface DropLine {
  listing: ListingSummary;
  was: number;
  now: number;
}
export interface KeepMailInput {
  to: string;
  firstName: string;
  site: string;
  searches: SearchMatches[];
  drops: DropLine[];
  unsubscribeAllUrl: string;
}

const car = (l: ListingSummary) => `${l.year} ${l.make} ${l.model}`;
const dealUrl = (site: string, l: ListingSummary) => `${site}/viewListings/${l.id}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function keepMailSubject(newMatches: number, drops: number): string {
  const parts = [
    ...(newMatches ? [plural(newMatches, 'new lease deal', 'new lease deals')] : []),
    ...(drops ? [plural(drops, 'price drop', 'price drops')] : []),
  ];
  return `${parts.join(' and ')} for you on LeaseMarket`;
}

export function keepMail(m: KeepMailInput): Mail {
  const newMatches = m.searches.reduce((n, s) => n + s.listings.length, 0);
  const subject = keepMailSubject(newMatches, m.drops.length);
  const text: string[] = [`Hello ${m.firstName},`, ''];
  const html: string[] = [`<p>Hello ${escapeHtml(m.firstName)},</p>`];
  for (const s of m.searches) {
    const pageQuery = savedSearchPageQuery(s.query);
    const searchUrl = `${m.site}/listings${pageQuery ? `?${pageQuery}` : ''}`;
    text.push(`New matches for your saved search “${s.name}”:`);
    html.push(
      `<h3 style="font-size:16px;margin:20px 0 8px">New matches for “<a href="${escapeHtml(searchUrl)}" style="color:#1565c0">${escapeHtml(s.name)}</a>”</h3><ul style="padding-left:18px">`,
    );
    for (const l of s.listings) {
      text.push(`- ${car(l)}: ${dollars(l.monthlyPayment)}/month ${dealUrl(m.site, l)}`);
      html.push(
        `<li style="margin-bottom:6px"><a href="${escapeHtml(dealUrl(m.site, l))}" style="color:#1565c0">${escapeHtml(car(l))}</a>: <strong>${dollars(l.monthlyPayment)}/month</strong></li>`,
      );
    }
    text.push(`See the search: ${searchUrl}`, `Stop emails for this search: ${s.unsubscribeUrl}`, '');
    html.push(
      `</ul><p style="font-size:13px;color:#52606d"><a href="${escapeHtml(searchUrl)}" style="color:#1565c0">See the search</a> · <a href="${escapeHtml(s.unsubscribeUrl)}" style="color:#52606d">Stop emails for this search</a></p>`,
    );
  }
  if (m.drops.length) {
    text.push('Price drops on your favorites:');
    html.push(
      '<h3 style="font-size:16px;margin:20px 0 8px">Price drops on your favorites</h3><ul style="padding-left:18px">',
    );
    for (const d of m.drops) {
      text.push(
        `- ${car(d.listing)}: now ${dollars(d.now)}/month (was ${dollars(d.was)}) ${dealUrl(m.site, d.listing)}`,
      );
      html.push(
        `<li style="margin-bottom:6px"><a href="${escapeHtml(dealUrl(m.site, d.listing))}" style="color:#1565c0">${escapeHtml(car(d.listing))}</a>: now <strong>${dollars(d.now)}/month</strong> <s style="color:#52606d">${dollars(d.was)}</s></li>`,
      );
    }
    text.push('');
    html.push('</ul>');
  }
  const manage = `${m.site}/user/saved-searches`;
  text.push(
    `Manage your saved searches: ${manage}`,
    `Stop all these emails: ${m.unsubscribeAllUrl}`,
    '',
    'The LeaseMarket team',
  );
  html.push(
    `<p style="font-size:13px;color:#52606d;border-top:1px solid #e4e7eb;padding-top:12px;margin-top:24px">You get this email because you saved searches or favorites on LeaseMarket. <a href="${escapeHtml(manage)}" style="color:#1565c0">Manage your saved searches</a> · <a href="${escapeHtml(m.unsubscribeAllUrl)}" style="color:#52606d">Stop all these emails</a></p><p>The LeaseMarket team</p>`,
  );
  const body = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;padding-bottom:16px">LeaseMarket</td></tr>
<tr><td style="font-size:15px;line-height:1.5">
${html.join('\n')}
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { to: m.to, subject, text: text.join('\n'), html: body };
}
