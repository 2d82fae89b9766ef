import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ArrowBackIcon, ErrorPanel, LoadingScreen, PrintIcon, ReceiptIcon } from 'shared-ui';
import { useReceipt } from '../api/get-receipt';
import { PrintStyles } from './print-styles';
import { ReceiptDocument } from './receipt-document';

/** /dealer/payment/receipts/:id: a printable receipt of one of the dealer's payments. */
export function ReceiptPage({ backTo }: { backTo: string }) {
  const { id = '' } = useParams();
  const receipt = useReceipt(id);
  const back = (
    <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />} variant="outlined">
      Back to Payment History
    </Button>
  );
  if (receipt.isPending) return <LoadingScreen message="Loading receipt..." />;
  if (receipt.error)
    return (
      <ErrorPanel
        title="Failed to load the receipt"
        message={receipt.error.message}
        onRetry={() => void receipt.refetch()}
      />
    );
  if (!receipt.data) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 3 }}>
        <ReceiptIcon sx={{ fontSize: 44, color: 'text.disabled' }} />
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          Payment not found
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1, mb: 3 }}>
          There is no payment {id} in your payment history.
        </Typography>
        {back}
      </Paper>
    );
  }
  return (
    <Box>
      <PrintStyles />
      <Box
        data-print="hide"
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 1.5,
          flexWrap: 'wrap',
          mb: 3,
          maxWidth: 820,
          mx: 'auto',
        }}
      >
        {back}
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Print
        </Button>
      </Box>
      <ReceiptDocument receipt={receipt.data} />
    </Box>
  );
}
