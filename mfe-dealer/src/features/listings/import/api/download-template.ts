import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';

const TEMPLATE_FILE_NAME = 'listings-template.csv';
const TEMPLATE_FAILED = 'Failed to download the template';

/**
 * GET /api/listings/import/template (signed in, so fetched with the token rather than linked),
 * then saved by the browser as listings-template.csv.
 */
export async function downloadImportTemplate(): Promise<void> {
  const csv = await callApi(endpoints.listings.importTemplate, undefined, { errors: { fallback: TEMPLATE_FAILED } });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = TEMPLATE_FILE_NAME;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}
