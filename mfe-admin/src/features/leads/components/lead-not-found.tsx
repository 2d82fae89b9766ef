import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowBackIcon, SearchOffIcon } from 'shared-ui';

/** The lead detail's not-found state (spec 1 "Admin lead detail"). */
export function LeadNotFound({ leadsHref }: { leadsHref: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{ textAlign: 'center', py: { xs: 6, sm: 8 }, px: 3, borderRadius: 3, maxWidth: 560, mx: 'auto' }}
    >
      <SearchOffIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography variant="h5" component="h1" sx={{ mt: 1.5, fontWeight: 700 }}>
        Lead Not Found
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1 }}>
        The lead you&apos;re looking for doesn&apos;t exist or has been deleted.
      </Typography>
      <Button component={RouterLink} to={leadsHref} variant="contained" startIcon={<ArrowBackIcon />} sx={{ mt: 3 }}>
        Back to Leads
      </Button>
    </Paper>
  );
}
