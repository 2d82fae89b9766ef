// Ports of the stack the browser tests run against (apart from the dev defaults 3000-3004/4000).
export const API_PORT = 4100;
export const SHELL_URL = 'http://127.0.0.1:3100';
/** A second shell whose admin remote points at a port where nothing listens. */
export const SHELL_URL_ADMIN_DOWN = 'http://127.0.0.1:3110';
