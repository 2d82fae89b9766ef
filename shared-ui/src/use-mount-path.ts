import { useLocation, useParams } from 'react-router-dom';

/**
 * The path a remote's route module is mounted at (for example '/dealer'), found from the
 * mount route's splat, so a remote never hard-codes where the shell put it.
 */
export function useMountPath(): string {
  const { pathname } = useLocation();
  const splat = useParams()['*'] ?? '';
  const base = splat && pathname.endsWith(splat) ? pathname.slice(0, pathname.length - splat.length) : pathname;
  return base.replace(/\/+$/, '') || '/';
}
