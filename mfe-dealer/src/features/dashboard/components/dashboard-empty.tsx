import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { AddIcon, DirectionsCarIcon } from 'shared-ui';

/** A dealer without listings: nothing to measure yet, one way forward. */
export function DashboardEmpty({ basePath }: { basePath: string }) {
  return (
    <Card component="section" aria-labelledby="dashboard-empty-title">
      <CardContent sx={{ textAlign: 'center', py: { xs: 5, sm: 7 }, px: 3 }}>
        <Box
          aria-hidden
          sx={{
            width: 64,
            height: 64,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'grid',
            placeItems: 'center',
            mx: 'auto',
          }}
        >
          <DirectionsCarIcon fontSize="large" />
        </Box>
        <Typography id="dashboard-empty-title" variant="h5" component="h2" sx={{ mt: 2 }}>
          Add your first listing
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1, maxWidth: 460, mx: 'auto' }}>
          Once it is approved, shoppers find it in search. This page then shows how often each car is shown, opened and
          asked about, so you can see what sells.
        </Typography>
        <Button
          component={RouterLink}
          to={`${basePath}/new-listing`}
          variant="contained"
          size="large"
          startIcon={<AddIcon />}
          sx={{ mt: 3 }}
        >
          Add a listing
        </Button>
      </CardContent>
    </Card>
  );
}
