// Ports of the stack the browser tests run against (apart from the dev defaults 3000-3004/4000).
export const API_PORT = 4100;
export const SHELL_URL = 'http://127.0.0.1:3100';
/** A second shell whose admin remote points at a port where nothing listens. */
export const SHELL_URL_ADMIN_DOWN = 'http://127.0.0.1:3110';
/**
 * Two API instances on one fresh PostgreSQL database (TEST_DATABASE_URL) behind a third shell
 * whose proxy takes them round robin: multi-instance.spec.ts. Not started without PostgreSQL.
 */
export const MULTI_SHELL_URL = 'http://127.0.0.1:3107';
export const MULTI_API_URLS = ['http://127.0.0.1:4101', 'http://127.0.0.1:4102'] as const;
/** Listed in the third shell's API_URL between the two, with nothing listening: an instance that is down. */
export const MULTI_API_DOWN_URL = 'http://127.0.0.1:4103';
/** The S3 bucket both instances keep images in (a local S3-compatible server started by the stack). */
export const MULTI_BUCKET_URL = 'http://127.0.0.1:4105/media/';
