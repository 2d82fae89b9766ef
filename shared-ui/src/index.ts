export { theme } from './theme';
export * from './icons';
export { Pagination, getPageItems } from './pagination';
export type { PageItem, PaginationProps } from './pagination';
export { DataTable } from './data-table';
export type { DataTableColumn, DataTableProps } from './data-table';
export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
export { ReasonDialog } from './reason-dialog';
export type { ReasonDialogProps } from './reason-dialog';
export { NativeSelectField } from './native-select-field';
export type { NativeSelectFieldProps } from './native-select-field';
export { PasswordField } from './password-field';
export type { PasswordFieldProps } from './password-field';
export { StatCard } from './stat-card';
export type { StatCardProps } from './stat-card';
export { PageHeader } from './page-header';
export type { PageHeaderProps } from './page-header';
export { LoadingScreen } from './loading-screen';
export { DeferredTooltip } from './deferred-tooltip';
export type { DeferredTooltipProps } from './deferred-tooltip';
export type { LoadingScreenProps } from './loading-screen';
export { AppProviders } from './app-providers';
export type { AppProvidersProps } from './app-providers';
export { BRAND_NAME, BrandLogo } from './brand-logo';
export type { BrandLogoProps } from './brand-logo';
// Catalog constants for forms and filters (spec 1 section 9).
export {
  BODY_TYPES,
  BUDGET_BANDS,
  CAR_TYPES,
  EXTERIOR_COLORS,
  EXTRA_MILEAGE_COSTS,
  FUEL_TYPES,
  INTERIOR_COLORS,
  LEASE_TERMS,
  MILEAGE_LIMITS,
  SEATS,
  TRANSMISSIONS,
  SUBSCRIPTION_BADGES,
  budgetToRange,
} from 'shared-contracts';
export { ErrorPanel } from './error-panel';
export type { ErrorPanelProps } from './error-panel';
export { createQueryClient, shouldRetryQuery } from './query-client';
// Server data that two or more remotes read: one endpoint file each.
export { billingStatsQueryOptions, getBillingStats, useBillingStats } from './api/get-billing-stats';
export { getMySubscription, mySubscriptionQueryOptions, useMySubscription } from './api/get-my-subscription';
export { changePassword, useChangePassword } from './api/change-password';
export { updateProfile, useUpdateProfile } from './api/update-profile';
export type { ProfileInput } from './api/update-profile';
// The account pages of the signed-in user (dealer and admin settings; consumer and admin profile).
export { ChangePasswordForm, STATUS_TIMEOUT_MS } from './account/change-password-form';
export { ProfileForm } from './account/profile-form';
export type { ProfileFormProps } from './account/profile-form';
export { ProfilePhotoPicker } from './account/profile-photo-picker';
export type { ProfilePhotoPickerProps } from './account/profile-photo-picker';
// The plan name and message of spec 2 section 4 (dealer dashboard banner and subscription page).
export { cardLabel, formatDate, freeDaysNote, isProState, planMessage, planName } from './billing/plan-text';
export { FailedPaymentNotice, failedPaymentText, graceText } from './billing/failed-payment-notice';
export type { FailedPaymentNoticeProps } from './billing/failed-payment-notice';
export { useMountPath } from './use-mount-path';
export { HostRouter, type HostRouting, type RemoteRoutesProps } from './host-router';
export { useDebouncedValue } from './use-debounced-value';
export type { DebounceOptions, Debounced } from './use-debounced-value';
export { StandaloneDevHost } from './standalone-dev-host';
export type { StandaloneDevHostProps } from './standalone-dev-host';
export * from './listing-wizard';
// A listing's photos, its six sections and its money formats (public deal page, dealer listing detail).
export * from './listing-details';
export { getListing, listingDetailQueryKey, listingQueryOptions, useListing } from './api/get-listing';
export {
  DELETE_LISTING_FAILED,
  deleteListing,
  LISTING_DELETED,
  useDeleteListing as useDeleteListingWith,
} from './api/delete-listing';
export { EditLeadDialog } from './leads/edit-lead-dialog';
export { LeadDialogs } from './leads/lead-dialogs';
export { LeadRowActions } from './leads/lead-row-actions';
export type { LeadRowActionsProps } from './leads/lead-row-actions';
export type { LeadDialogsProps } from './leads/lead-dialogs';
export type { LeadReloads } from './leads/lead-mutations';
export { LeadStatusChip, LEAD_STATUS_COLORS } from './leads/lead-status-chip';
export { leadListingId, leadName } from './leads/lead-name';
export type { EditLeadDialogProps } from './leads/edit-lead-dialog';
// List and detail helpers of the dealer and admin areas (search box, result count, table that turns into cards on phones).
export { ResponsiveTable } from './responsive-table';
export type { ResponsiveTableProps } from './responsive-table';
export { SearchField } from './search-field';
export type { SearchFieldProps } from './search-field';
export { ResultCount } from './result-count';
export type { ResultCountProps } from './result-count';
export { DetailList } from './detail-list';
export type { DetailItem } from './detail-list';
export { useLastDefined } from './use-last-defined';
export { formatDay, formatLongDate, formatTime, orFallback } from './date-format';
export { ChipFilter } from './chip-filter';
export type { ChipFilterProps } from './chip-filter';
export { ListingThumb } from './listing-thumb';
// One listing picture: WebP copies by width (srcset, sizes), the JPEG fallback, width and height.
export { CARD_IMAGE_SIZES, ListingPicture, listingPictureSources } from './listing-picture';
export type { ListingPictureProps, ListingPictureSources } from './listing-picture';
export * from './visually-hidden';
export { setServerFieldErrors } from './forms/server-field-errors';
export { ListingStatusChip } from './listings/listing-status-chip';
export type { ListingStatusChipProps } from './listings/listing-status-chip';
export { listingCardImage, listingSpecs, listingTitle } from './listings/listing-text';
export { listingColumns } from './listings/listing-columns';
export type { ListingColumnRow, ListingColumnsOptions } from './listings/listing-columns';
export { ListingDetailLayout, ListingDetailState } from './listings/listing-detail-layout';
export type { ListingDetailLayoutProps, ListingDetailStateProps } from './listings/listing-detail-layout';
export { useBack } from './use-back';
export { ImportRunPictures, ImportRunsTable } from './listings/import-runs-table';
export { pollWhileImportRunsUnfinished } from './listings/import-runs-polling';
