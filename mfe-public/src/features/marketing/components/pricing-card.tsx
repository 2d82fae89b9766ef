import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { dollars, PER_LEAD_FEE_DOLLARS, PRO_MONTHLY_FEE_DOLLARS, TRIAL_DAYS } from 'shared-contracts';
import { CheckCircleIcon } from 'shared-ui';

const PRICING_POINTS = [
  'First month free',
  'No contract, cancel anytime',
  'Unlimited listings and leads',
  `${dollars(PER_LEAD_FEE_DOLLARS)} per verified lead`,
  'Priority support',
];

/** The dealer plan: free first month, then Pro $200/month + $75 per verified lead. */
export function PricingCard({ ctaLabel, ctaHref }: { ctaLabel: string; ctaHref: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, md: 4 },
        borderRadius: 2,
        borderWidth: 2,
        borderColor: 'primary.main',
        maxWidth: 460,
        mx: 'auto',
        position: 'relative',
      }}
    >
      <Chip
        label={`${TRIAL_DAYS} days free`}
        color="primary"
        sx={{ position: 'absolute', top: -16, left: '50%', transform: 'translateX(-50%)' }}
      />
      <Typography variant="h5" component="h3" sx={{ textAlign: 'center', mt: 1 }}>
        Pro
      </Typography>
      <Typography sx={{ textAlign: 'center', mt: 1 }}>
        <Box component="span" sx={{ fontSize: '3rem', fontWeight: 800, letterSpacing: '-0.03em' }}>
          {dollars(PRO_MONTHLY_FEE_DOLLARS)}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          /month
        </Box>
      </Typography>
      <Typography color="textSecondary" sx={{ textAlign: 'center' }}>
        + {dollars(PER_LEAD_FEE_DOLLARS)} per verified lead, after your free first month
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 3, display: 'grid', gap: 1.25 }}>
        {PRICING_POINTS.map((p) => (
          <Box component="li" key={p} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CheckCircleIcon color="success" fontSize="small" />
            <Typography>{p}</Typography>
          </Box>
        ))}
      </Box>
      <Button component={RouterLink} to={ctaHref} variant="contained" size="large" fullWidth>
        {ctaLabel}
      </Button>
    </Paper>
  );
}
