import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApiError, notify } from 'shared-auth';
import type { Lead } from 'shared-contracts';
import {
  LeadDialogs,
  ArrowBackIcon,
  CalendarTodayIcon,
  EditIcon,
  formatLongDate,
  InfoIcon,
  leadName,
  LeadStatusChip,
  MailIcon,
  PageHeader,
  PersonIcon,
} from 'shared-ui';
import { AuditHistory } from '../../../shared/components/audit-history';
import { adminPaths } from '../../../config/paths';
import { LEAD_LOAD_ERROR, useLead } from '../api/get-lead';
import { adminLeadReloads } from '../lead-reloads';
import { LeadInfoCard } from './lead-info-card';
import { LeadListingCard } from './lead-listing-card';
import { LeadNotFound } from './lead-not-found';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Today", "1 day", "12 days" since the lead was created. */
export function daysSince(iso: string, now = Date.now()): string {
  const days = Math.max(0, Math.floor((now - new Date(iso).getTime()) / DAY_MS));
  if (days === 0) return 'Today';
  return days === 1 ? '1 day' : `${days} days`;
}

function LeadCards({ lead }: { lead: Lead }) {
  return (
    <>
      <LeadInfoCard
        title="Personal Information"
        icon={<PersonIcon />}
        items={[{ label: 'Full Name', value: leadName(lead) }]}
      />
      <LeadInfoCard
        title="Contact Information"
        icon={<MailIcon />}
        items={[
          { label: 'Email', value: lead.email },
          { label: 'Phone', value: lead.phone || 'Not provided', missing: !lead.phone },
        ]}
      />
      <LeadInfoCard
        title="Status Information"
        icon={<CalendarTodayIcon />}
        items={[
          { label: 'Status', value: <LeadStatusChip status={lead.status} /> },
          { label: 'Created Date', value: formatLongDate(lead.createdAt) },
        ]}
      />
      <LeadInfoCard
        title="Additional Information"
        icon={<InfoIcon />}
        items={[
          { label: 'Days Since Creation', value: daysSince(lead.createdAt) },
          {
            label: 'Email Status',
            value: lead.isEmailVerified ? (
              <Chip size="small" color="success" label="Email Verified" />
            ) : (
              <Chip size="small" color="warning" variant="outlined" label="Email Not Verified" />
            ),
          },
        ]}
      />
    </>
  );
}

/** /admin/leads-details/:id: the lead's four cards, its listing and dealer, its history; Edit Lead; "Lead Not Found". */
export function LeadDetailPage({ basePath }: { basePath: string }) {
  const { id = '' } = useParams();
  const paths = adminPaths(basePath);
  const navigate = useNavigate();
  const location = useLocation();
  const lead = useLead(id);
  const [editing, setEditing] = useState<Lead | undefined>(undefined);
  const notFound = lead.error instanceof ApiError && lead.error.status === 404;

  // Spec 1 section 8: any other load failure toasts and goes back to the list.
  useEffect(() => {
    if (lead.error && !notFound) {
      notify(LEAD_LOAD_ERROR, 'error');
      navigate(paths.leads(), { replace: true });
    }
  }, [lead.error, notFound]); // eslint-disable-line react-hooks/exhaustive-deps

  if (notFound) return <LeadNotFound leadsHref={paths.leads()} />;
  if (!lead.data) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 10 }}>
        <CircularProgress size={24} />
        <Typography color="textSecondary">Loading lead...</Typography>
      </Box>
    );
  }

  // Back returns to the list as it was (its filters are in the URL) when the list opened this page.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate(paths.leads()));
  return (
    <Box>
      <Button startIcon={<ArrowBackIcon />} onClick={back} sx={{ mb: 1.5, ml: -1 }}>
        Back
      </Button>
      <PageHeader
        title={leadName(lead.data)}
        subtitle="Lead Details"
        actions={
          <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(lead.data)}>
            Edit Lead
          </Button>
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, mb: 2 }}>
        <LeadCards lead={lead.data} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <LeadListingCard lead={lead.data} paths={paths} />
        <AuditHistory entityType="lead" entityId={lead.data.id} />
      </Box>
      <LeadDialogs
        reloads={adminLeadReloads}
        editing={editing}
        deleting={undefined}
        onClose={() => setEditing(undefined)}
      />
    </Box>
  );
}
