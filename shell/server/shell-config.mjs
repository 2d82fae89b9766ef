// What the shell's /config.json answers (from environment variables) and the security headers of
// every answer the app servers make: nosniff, a Content-Security-Policy that allows the remotes,
// API and image origins of /config.json, no referrer, no framing.

/** Default ports of the remotes' servers (npm start), for their default manifest URLs. */
export const REMOTE_PORTS = { public: 3001, dealer: 3002, admin: 3003, billing: 3004 };

/** URL of a remote's mf-manifest.json from PUBLIC_REMOTE_URL_<KEY> or REMOTE_<KEY>_URL (a base URL gets the file name). */
function remoteUrl(env, key) {
  const upper = key.toUpperCase();
  const value = env[`PUBLIC_REMOTE_URL_${upper}`] || env[`REMOTE_${upper}_URL`];
  if (!value) return `http://localhost:${REMOTE_PORTS[key]}/mf-manifest.json`;
  return value.endsWith('.json') ? value : `${value.replace(/\/+$/, '')}/mf-manifest.json`;
}

export function shellConfig(env = process.env) {
  return {
    apiBaseUrl: env.PUBLIC_API_BASE_URL ?? '',
    // Images: STORAGE_BASE_URL, else the API's STORAGE_PUBLIC_URL (its S3 objects' public base, so
    // one set of variables serves both), else the API's /uploads through the proxy.
    storageBaseUrl: env.STORAGE_BASE_URL || env.STORAGE_PUBLIC_URL || '/uploads/',
    remotes: Object.fromEntries(Object.keys(REMOTE_PORTS).map((key) => [key, remoteUrl(env, key)])),
  };
}

const originOf = (url) => {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * The page policy. The shell loads the remotes' manifests and scripts cross-origin (the URLs of
 * /config.json), calls the API (same origin unless PUBLIC_API_BASE_URL is absolute) and shows
 * images from /uploads or STORAGE_BASE_URL / STORAGE_PUBLIC_URL; MUI/emotion inject <style> tags ('unsafe-inline'
 * for styles only, scripts never).
 */
function contentSecurityPolicy(config, isShell) {
  const remotes = isShell ? Object.values(config.remotes).map(originOf).filter(Boolean) : [];
  const api = isShell ? originOf(config.apiBaseUrl) : null;
  const storage = originOf(config.storageBaseUrl);
  const list = (...items) => [...new Set(items.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remotes)}`,
    `connect-src ${list("'self'", ...remotes, api, storage)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', storage, api)}`,
    `font-src 'self' data:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

export function securityHeaders(config, isShell) {
  return {
    'content-security-policy': contentSecurityPolicy(config, isShell),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
}
