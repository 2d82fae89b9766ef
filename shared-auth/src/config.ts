/** Runtime configuration, set once by the host (shell or a standalone dev host) before rendering. */
export interface RuntimeConfig {
  /** Prefix of every API call; '' means same origin (the shell proxies /api). */
  apiBaseUrl: string;
  /** Prefix of stored image keys (for example '/uploads/' or a CDN address). */
  storageBaseUrl: string;
}

const defaults: RuntimeConfig = { apiBaseUrl: '', storageBaseUrl: '/uploads/' };
let current: RuntimeConfig = { ...defaults };
const listeners = new Set<(config: RuntimeConfig) => void>();

/** Sets the runtime configuration (fields left out keep their current value). */
export function configure(config: Partial<RuntimeConfig>): RuntimeConfig {
  const next = { ...current };
  for (const [key, value] of Object.entries(config) as Array<[keyof RuntimeConfig, string | undefined]>) {
    if (typeof value === 'string') next[key] = value;
  }
  current = next;
  listeners.forEach((listener) => listener(current));
  return current;
}

/** The configuration in force. */
export function getRuntimeConfig(): Readonly<RuntimeConfig> {
  return current;
}

/** Called on every configure(); returns an unsubscribe function. */
export function onConfigure(listener: (config: RuntimeConfig) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Public address of a stored file. Keys that are already addresses (http..., blob:...,
 * data:...) are returned as they are; other keys get the storage base prefixed.
 */
export function storageUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|blob:|data:)/i.test(path)) return path;
  const base = current.storageBaseUrl;
  if (!base) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
