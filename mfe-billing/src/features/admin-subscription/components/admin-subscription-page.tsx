import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Button } from '@mui/material';
import { sitePaths } from 'shared-auth';
import { ArrowBackIcon, ErrorPanel, LoadingScreen, PageHeader, StatCard } from 'shared-ui';
import { useDealer } from '../api/get-dealer';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** /admin/subscription-details/:id (minimal: the dealer and its subscription figures). */
export function AdminSubscriptionPage() {
  const { id = '' } = useParams();
  const { data, error, isPending, refetch } = useDealer(id);
  const back = <Button component={RouterLink} to={sitePaths.adminDealers()} startIcon={<ArrowBackIcon />} variant="outlined">Back to Dealers</Button>;
  if (isPending) return <LoadingScreen message="Loading subscription..." />;
  if (error) return <ErrorPanel title="Failed to load the dealer" message={error.message} onRetry={() => void refetch()} />;
  if (!data) {
    return (
      <Box>
        <PageHeader title="Dealer Not Found" subtitle={`The dealer with ID ${id} was not found.`} actions={back} />
      </Box>
    );
  }
  const sub = data.subscription ?? undefined;
  return (
    <Box>
      <PageHeader title={data.dealershipName} subtitle={`Dealer ID: ${data.id}`} actions={back} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        <StatCard label="Subscription Plan" value={sub?.plan ?? 'N/A'} />
        <StatCard label="Subscription Status" value={sub?.status ?? 'N/A'} />
        <StatCard label="Monthly Fee" value={sub?.monthlyFee !== undefined ? money.format(sub.monthlyFee) : 'N/A'} />
        <StatCard label="CPL Rate" value={sub?.cplRate !== undefined ? money.format(sub.cplRate) : 'N/A'} />
      </Box>
    </Box>
  );
}
