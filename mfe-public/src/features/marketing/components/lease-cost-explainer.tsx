import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { FAQ_ANCHORS } from '../../../shared/faq-anchors';

const LEASE_COST_ANCHOR = FAQ_ANCHORS.leaseCost;
const DEAL_SCORE_ANCHOR = FAQ_ANCHORS.dealScore;

/** docs/decisions.md "Lease cost", in plain words: the same formulas as every card and deal page (shared-contracts lease-cost.ts). */
const LEASE_COST_FORMULAS: Array<{ term: string; words: string }> = [
  {
    term: 'Monthly payment',
    words:
      'Each deal quotes a monthly payment for each of its lease terms at its lowest annual mileage. Unless you pick otherwise, we show its longest term at that mileage.',
  },
  {
    term: 'Extra mileage',
    words:
      'A higher annual mileage is bought in advance at the deal’s extra-mileage rate: monthly payment = quoted monthly payment + (miles you pick − lowest miles) × cost per extra mile ÷ 12.',
  },
  { term: 'Due at signing', words: 'Down payment + first monthly payment.' },
  {
    term: 'Total cost',
    words: 'Down payment + monthly payment × lease term in months: everything you pay over the lease.',
  },
  {
    term: 'Effective monthly',
    words:
      'Total cost ÷ lease term in months: what the lease really costs per month, down payment included. Money is rounded to the cent.',
  },
];

/** "How we compute lease cost" and "What the deal score weighs", always open so a link lands on them. */
export function LeaseCostExplainer() {
  const { hash } = useLocation();
  // A link from a deal page (/faq#lease-cost) scrolls to its answer once the page is there.
  useEffect(() => {
    const id = hash.replace(/^#/, '');
    if (id === LEASE_COST_ANCHOR || id === DEAL_SCORE_ANCHOR)
      document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  return (
    <Box component="section" aria-label="Lease cost and deal score" sx={{ mb: 5, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h2">
        Lease cost and deal score
      </Typography>
      <Paper
        id={LEASE_COST_ANCHOR}
        variant="outlined"
        sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 1.5, scrollMarginTop: 96 }}
      >
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
          How we compute lease cost
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
          {LEASE_COST_FORMULAS.map((f) => (
            <Box key={f.term}>
              <Typography component="dt" sx={{ fontWeight: 700 }}>
                {f.term}
              </Typography>
              <Typography component="dd" color="textSecondary" sx={{ m: 0 }}>
                {f.words}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <Paper
        id={DEAL_SCORE_ANCHOR}
        variant="outlined"
        sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 1.5, scrollMarginTop: 96 }}
      >
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
          What the deal score weighs
        </Typography>
        <Typography color="textSecondary">
          Every deal gets a score from 0 to 100 (higher is better), and its word follows what the deal costs against
          similar deals.
        </Typography>
        <Box component="ul" sx={{ color: 'text.secondary', pl: 2.5, mb: 0 }}>
          <li>
            Value, up to 85 points: the effective monthly cost (the down payment spread over the lease, so it is counted
            once) compared with the middle price of similar deals: the same body type in the same $10,000 MSRP band, or
            every car in that band when fewer than 5 share the body type. About the middle price earns 45 to 49 points,
            25% below it or more all 85, 50% above it or more none.
          </li>
          <li>
            Mileage, up to 15 points: the miles a year the monthly payment includes (15,000 or more earns the most) and
            the cost per extra mile ($0.10 or less earns the most).
          </li>
          <li>
            The word: below similar deals is never a “High price”, about the same is a “Fair deal”, above them is never
            a “Good deal”; “Great deal” is 80 and up, “Good deal” 65 and up, “Fair deal” 45 and up.
          </li>
          <li>A deal that is cheaper or has better mileage terms than a similar one never scores lower.</li>
        </Box>
      </Paper>
    </Box>
  );
}
