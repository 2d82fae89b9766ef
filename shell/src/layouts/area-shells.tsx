import {
  AssignmentIcon,
  BusinessIcon,
  DashboardIcon,
  DirectionsCarIcon,
  GavelIcon,
  MailIcon,
  PaymentIcon,
  PeopleIcon,
  PersonIcon,
  ScheduleIcon,
  SettingsIcon,
} from 'shared-ui';
import { areaHref, sitePaths } from 'shared-auth';
import { AppShell, type ShellNavGroup } from './app-shell';

const ADMIN_NAV: ShellNavGroup[] = [
  {
    items: [
      { label: 'Dashboard', to: areaHref('admin', 'dashboard'), icon: <DashboardIcon /> },
      {
        label: 'Dealer Management',
        to: areaHref('admin', 'dealers'),
        icon: <BusinessIcon />,
        permission: 'manageDealers',
      },
      {
        label: 'Listing Management',
        to: areaHref('admin', 'listing'),
        icon: <DirectionsCarIcon />,
        permission: 'verifyLeads',
      },
      { label: 'Lead Tracking', to: areaHref('admin', 'leads'), icon: <AssignmentIcon />, permission: 'verifyLeads' },
      { label: 'Lead Disputes', to: sitePaths.adminDisputes(), icon: <GavelIcon />, permission: 'manageDealers' },
      { label: 'Background Jobs', to: areaHref('admin', 'jobs'), icon: <ScheduleIcon />, permission: 'manageDealers' },
      { label: 'Profile', to: areaHref('admin', 'profile'), icon: <PersonIcon /> },
      { label: 'Settings', to: areaHref('admin', 'setting'), icon: <SettingsIcon /> },
    ],
  },
];

const DEALER_NAV: ShellNavGroup[] = [
  { title: 'Overview', items: [{ label: 'Dashboard', to: areaHref('dealer', 'dashboard'), icon: <DashboardIcon /> }] },
  {
    title: 'Business Management',
    items: [
      {
        label: 'Listings',
        to: areaHref('dealer', 'listings'),
        icon: <DirectionsCarIcon />,
        permission: 'manageListings',
        also: [areaHref('dealer', 'new-listing'), areaHref('dealer', 'view-listing')],
      },
      { label: 'Leads', to: areaHref('dealer', 'leads'), icon: <PeopleIcon />, permission: 'manageLeads' },
      { label: 'Subscriptions', to: sitePaths.dealerPayment(), icon: <PaymentIcon />, permission: 'manageBilling' },
    ],
  },
  {
    title: 'Account',
    items: [
      { label: 'Profile', to: areaHref('dealer', 'profile'), icon: <PersonIcon /> },
      { label: 'Settings', to: areaHref('dealer', 'setting'), icon: <SettingsIcon /> },
    ],
  },
  { title: 'Enquiries', items: [{ label: 'Enquiries', to: areaHref('dealer', 'enquiries'), icon: <MailIcon /> }] },
];

const ADMIN_TITLES = {
  'leads-details': 'Lead Details',
  'dealer-details': 'Dealer Details',
  'listing-details': 'Listing Details',
  'add-edit-listing-details': 'Listing Editor',
  'subscription-details': 'Subscription Details',
};

export function AdminShell() {
  return <AppShell groups={ADMIN_NAV} roleLabel="Administrator" extraTitles={ADMIN_TITLES} />;
}

export function DealerShell() {
  return <AppShell groups={DEALER_NAV} roleLabel="Dealer" />;
}
