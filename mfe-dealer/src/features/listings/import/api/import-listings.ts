import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, LISTING_IMPORT_FILE_FIELD, type ListingImportMode } from 'shared-contracts';
import { reloadListings } from '../../api/listings-cache';
import { reloadImportHistory } from './import-history';

const PREVIEW_FAILED = 'Failed to read the file';
const APPLY_FAILED = 'Failed to import the file';

function formOf(file: File, mode?: ListingImportMode): FormData {
  const form = new FormData();
  form.append(LISTING_IMPORT_FILE_FIELD, file, file.name);
  if (mode) form.append('mode', mode);
  return form;
}

/**
 * POST /api/listings/import/preview (multipart): what the file would do, row by row; nothing is
 * saved. A file the API cannot read rejects with its message, shown in place.
 */
function previewImport(file: File) {
  return callApi(
    endpoints.listings.importPreview,
    { body: formOf(file) },
    { errors: { toast: false, fallback: PREVIEW_FAILED } },
  );
}

/** POST /api/listings/import/apply (multipart): the same file again, applied in one go. */
function applyImport({ file, mode }: { file: File; mode: ListingImportMode }) {
  return callApi(
    endpoints.listings.importApply,
    { body: formOf(file, mode) },
    { errors: { toast: false, fallback: APPLY_FAILED } },
  );
}

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });

/** Applies the file, then reloads the listings, the dashboard counts and the import history. */
export function useApplyImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyImport,
    onSuccess: () => Promise.all([reloadListings(client), reloadImportHistory(client)]),
  });
}
