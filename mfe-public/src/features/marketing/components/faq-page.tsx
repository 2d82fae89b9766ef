import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { dollars, PER_LEAD_FEE_DOLLARS, PRO_MONTHLY_FEE_DOLLARS, TRIAL_DAYS } from 'shared-contracts';
import { ExpandMoreIcon } from 'shared-ui';
import { paths } from '../../../config/paths';
import { PageHero } from '../../../shared/page-hero';
import { LeaseCostExplainer } from './lease-cost-explainer';

export const FAQ_GROUPS: Array<{ title: string; items: Array<{ q: string; a: string }> }> = [
  {
    title: 'For shoppers',
    items: [
      {
        q: 'Does it cost anything to use the marketplace?',
        a: 'No. Searching, viewing deals and sending requests is free for shoppers.',
      },
      {
        q: 'What does the monthly price include?',
        a: 'The monthly payment shown by the dealer for the listed term and mileage. Each deal page also shows the down payment, MSRP, the amount due at signing, the effective monthly cost and the total cost, and lets you pick another lease term or annual mileage.',
      },
      {
        q: 'Why do I need to confirm my email?',
        a: 'So dealers only receive genuine requests. Your request is sent to the dealer once you click the link in the confirmation email.',
      },
      {
        q: 'Who sees my contact details?',
        a: 'Only the dealer of the listing you asked about. We never sell your data.',
      },
      {
        q: 'Can I negotiate the price?',
        a: 'The listed price is the dealer’s offer. Final terms are agreed between you and the dealer before you sign.',
      },
    ],
  },
  {
    title: 'For dealers',
    items: [
      {
        q: 'How much does it cost?',
        a: `Your first month is free (${TRIAL_DAYS}-day trial). After that the Pro plan is ${dollars(PRO_MONTHLY_FEE_DOLLARS)}/month plus ${dollars(PER_LEAD_FEE_DOLLARS)} per verified lead. No contract, cancel anytime.`,
      },
      {
        q: 'What is a verified lead?',
        a: 'A request from a shopper who has confirmed their email address. You are billed only for verified leads.',
      },
      {
        q: 'How do listings go live?',
        a: 'After your dealership account is approved, listings you add appear in search once they are approved.',
      },
      {
        q: 'What happens if a payment fails?',
        a: 'You get a 15-day grace period to update your payment method; after it your listings pause until the balance is paid.',
      },
    ],
  },
];

/** /faq */
export function FaqPage() {
  return (
    <Box>
      <PageHero
        eyebrow="FAQ"
        title="Frequently asked questions"
        subtitle="Quick answers about leasing through the marketplace."
      />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
        <LeaseCostExplainer />
        {FAQ_GROUPS.map((group) => (
          <Box key={group.title} component="section" aria-label={group.title} sx={{ mb: 5 }}>
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
              {group.title}
            </Typography>
            {group.items.map((item) => (
              <Accordion
                key={item.q}
                disableGutters
                variant="outlined"
                sx={{ '&:not(:last-of-type)': { borderBottom: 0 }, '&::before': { display: 'none' } }}
              >
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Typography sx={{ fontWeight: 600 }}>{item.q}</Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <Typography color="textSecondary">{item.a}</Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        ))}
        <Box sx={{ textAlign: 'center', p: 4, borderRadius: 1.5, bgcolor: 'background.default' }}>
          <Typography variant="h6" component="p">
            Still have a question?
          </Typography>
          <Button component={RouterLink} to={paths.contact.getHref()} variant="contained" sx={{ mt: 2 }}>
            Contact us
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
