import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ApiError, hasPermission, sitePaths, useAuthStore } from 'shared-auth';
import { dollars, SUBSCRIPTION_BADGES, type AdminDealer } from 'shared-contracts';
import {
  ArrowBackIcon,
  AssignmentIcon,
  AttachMoneyIcon,
  BlockIcon,
  CheckCircleIcon,
  DeleteIcon,
  DetailList,
  DirectionsCarIcon,
  EditIcon,
  ErrorPanel,
  formatDay,
  LoadingScreen,
  PaymentIcon,
  QuestionAnswerIcon,
  StatCard,
  type DetailItem,
  useBack,
  useMountPath,
} from 'shared-ui';
import { adminPaths } from '../../../config/paths';
import { AuditHistory } from '../../../shared/components/audit-history';
import { useDealer } from '../api/get-dealer';
import { canApproveDealer, canSuspendDealer } from '../dealer-status';
import { useDealerCommands } from '../hooks/use-dealer-commands';
import { DealerCommandDialogs } from './dealer-command-dialogs';
import { DealerFeed } from './dealer-feed';
import { DealerLeads } from './dealer-leads';
import { DealerStatusChip } from './dealer-status-chip';
import { EditDealerDialog } from './edit-dealer-dialog';

const NOT_SET = 'Not set';
/** Dollars with cents (payments, CPL rates). */
/** Billing amounts always show cents (docs/decisions.md). */
const money = (value: number) => dollars(value, { cents: 'always' });
const item = (label: string, value: string | null | undefined): DetailItem =>
  value ? { label, value } : { label, value: NOT_SET, missing: true };
const day = (value: string | null | undefined) => (value ? formatDay(value) : undefined);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function accountItems(d: AdminDealer): DetailItem[] {
  return [
    item('Contact', `${d.firstName} ${d.lastName}`),
    item('Email', d.email),
    item('Phone', d.phoneNumber),
    item('Website', d.website),
    item('Address', d.address),
    item('City', d.city),
    item('State', d.state),
    item('Zip code', d.zipCode),
    item('Terms agreed', yesNo(d.termsAgreement)),
    item('Joined', day(d.createdAt)),
    item('Last updated', day(d.updatedAt)),
    item('Leads suspended', day(d.leadsSuspendedAt)),
  ];
}

function billingItems(d: AdminDealer): DetailItem[] {
  const s = d.subscription;
  return [
    item('Plan state', SUBSCRIPTION_BADGES[d.subscriptionState]),
    item('Subscription', s ? `${s.plan === 'pro' ? 'Pro' : 'Free'} (${s.status})` : undefined),
    item('Monthly fee', s ? money(s.monthlyFee) : undefined),
    item('CPL rate', s ? money(s.cplRate) : undefined),
    item('Next payment', day(s?.nextPaymentDate)),
    item('Grace period ends', day(s?.graceEndDate)),
    item(
      'Trial',
      d.trialStartDate
        ? `${formatDay(d.trialStartDate)} – ${day(d.trialEndDate) ?? '?'} (${d.trialPeriodDays} days)`
        : undefined,
    ),
    item('Trial cancelled by dealer', yesNo(d.trialCancelledByUser)),
    item('Valid payment method', yesNo(d.hasValidPaymentMethod)),
    item('Last payment', day(d.lastPaymentDate)),
    item('Last lead', day(d.lastLeadDate)),
    item('Stripe customer', d.stripeCustomerId),
    item('Stripe payment method', d.stripePaymentMethodId),
  ];
}

export interface DealerDetailPageProps {
  /** The dealer's listings section (composed in src/app from the listings feature). */
  renderListings?(dealerId: string): ReactNode;
}

function DealerDetail({
  dealer,
  onBack,
  renderListings,
}: { dealer: AdminDealer; onBack(): void } & DealerDetailPageProps) {
  const paths = adminPaths(useMountPath());
  const navigate = useNavigate();
  const commands = useDealerCommands(() => navigate(paths.dealers(), { replace: true }));
  const [editing, setEditing] = useState(false);
  // Listings and leads are read with verifyLeads (the server's rule, as the menus).
  const readsListings = useAuthStore((st) => hasPermission(st.user, 'verifyLeads'));
  const approving = commands.approvingId === dealer.id;
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', display: 'grid', gap: 3 }}>
      <Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mb: 2,
            flexWrap: 'wrap',
          }}
        >
          <Button startIcon={<ArrowBackIcon />} onClick={onBack} color="inherit">
            Back
          </Button>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {canApproveDealer(dealer.status) && (
              <Button
                variant="contained"
                color="success"
                disabled={approving}
                startIcon={approving ? <CircularProgress size={16} color="inherit" /> : <CheckCircleIcon />}
                onClick={() => commands.approve(dealer)}
              >
                Approve
              </Button>
            )}
            {canSuspendDealer(dealer.status) && (
              <Button
                variant="outlined"
                color="warning"
                startIcon={<BlockIcon />}
                onClick={() => commands.askSuspend(dealer)}
              >
                Suspend
              </Button>
            )}
            <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => commands.askDelete(dealer)}
            >
              Delete
            </Button>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
            {dealer.dealershipName}
          </Typography>
          <DealerStatusChip status={dealer.status} size="medium" />
        </Box>
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>{`Dealer ID ${dealer.id}`}</Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        <StatCard
          label="Listings"
          value={dealer.totalListings}
          hint={`${dealer.activeListings} active, ${dealer.pendingListings} pending`}
          icon={<DirectionsCarIcon />}
        />
        <StatCard label="Total Leads" value={dealer.totalLeadsReceived} icon={<AssignmentIcon />} color="success" />
        <StatCard label="Enquiries" value={dealer.totalEnquiries} icon={<QuestionAnswerIcon />} color="info" />
        <StatCard label="Total paid" value={money(dealer.totalPaid)} icon={<AttachMoneyIcon />} color="secondary" />
        <StatCard
          label="Plan"
          value={
            <Box component="span" sx={{ fontSize: '1.25rem' }}>
              {SUBSCRIPTION_BADGES[dealer.subscriptionState]}
            </Box>
          }
          icon={<PaymentIcon />}
          color="warning"
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Card title="Dealership">
          <DetailList items={accountItems(dealer)} />
        </Card>
        <Card title="Billing">
          <DetailList items={billingItems(dealer)} />
          <Button
            component={RouterLink}
            to={sitePaths.adminSubscriptionDetails(dealer.id)}
            variant="outlined"
            sx={{ mt: 2 }}
          >
            View subscription details
          </Button>
        </Card>
      </Box>
      {readsListings && renderListings?.(dealer.id)}
      {readsListings && <DealerLeads dealerId={dealer.id} paths={paths} />}
      <DealerFeed dealerId={dealer.id} />
      <AuditHistory entityType="dealer" entityId={dealer.id} />
      <EditDealerDialog dealer={editing ? dealer : undefined} onClose={() => setEditing(false)} />
      <DealerCommandDialogs commands={commands} />
    </Box>
  );
}

/**
 * /admin/dealer-details/:id: every admin-view field the product stores (spec 2 section 3), its
 * figures, listings and leads, its inventory feed and imports, a link to its subscription
 * detail, and its moderation history.
 */
export function DealerDetailPage({ renderListings }: DealerDetailPageProps) {
  const { id = '' } = useParams();
  const paths = adminPaths(useMountPath());
  const back = useBack(paths.dealers());
  const dealer = useDealer(id);
  if (dealer.data) return <DealerDetail dealer={dealer.data} onBack={back} renderListings={renderListings} />;
  if (dealer.error) {
    const missing = dealer.error instanceof ApiError && dealer.error.status === 404;
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={back} color="inherit" sx={{ mb: 1 }}>
          Back
        </Button>
        <ErrorPanel
          title={missing ? 'Dealer not found' : 'We could not load this dealer'}
          message={missing ? 'It may have been deleted.' : dealer.error.message}
          onRetry={missing ? undefined : () => void dealer.refetch()}
        />
        <Box sx={{ textAlign: 'center' }}>
          <Button component={RouterLink} to={paths.dealers()} variant="outlined">
            Go to Dealer Management
          </Button>
        </Box>
      </Box>
    );
  }
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3 }}>
      <LoadingScreen message="Loading dealer details..." />
    </Paper>
  );
}
