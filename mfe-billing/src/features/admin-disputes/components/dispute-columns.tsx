import type { AdminDispute } from 'shared-contracts';
import type { DataTableColumn } from 'shared-ui';
import { DisputeAmount, DisputeDate, DisputeDealer, DisputeLead, DisputeReason } from './dispute-parts';
import { DisputeOutcome } from './dispute-outcome';

/** Date, dealer, lead, amount, reason (with the dealer's details), status. */
export const disputeColumns: DataTableColumn<AdminDispute>[] = [
  { key: 'date', header: 'Date', render: (d) => <DisputeDate dispute={d} /> },
  { key: 'dealer', header: 'Dealer', render: (d) => <DisputeDealer dispute={d} /> },
  { key: 'lead', header: 'Lead', render: (d) => <DisputeLead dispute={d} /> },
  { key: 'amount', header: 'Amount', render: (d) => <DisputeAmount dispute={d} /> },
  { key: 'reason', header: 'Reason', render: (d) => <DisputeReason dispute={d} /> },
  { key: 'status', header: 'Status', render: (d) => <DisputeOutcome dispute={d} /> },
];
