import {
  Component,
  Suspense,
  createContext,
  lazy,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { createPath, useLocation, useNavigate, type Navigator } from 'react-router-dom';
import { LoadingScreen, type HostRouting, type RemoteRoutesProps } from 'shared-ui';

// What an area that failed to load shows, in a chunk of its own: only a failure loads it.
const RemoteUnavailable = lazy(() => import('./remote-unavailable').then((m) => ({ default: m.RemoteUnavailable })));

/** An exposed route module: it gets the shell's routing as props (shared-ui HostRouter). */
export type RemoteComponent = ComponentType<RemoteRoutesProps>;

/**
 * Loads one exposed module (`mfe_x/./Name` without the dot) and answers its default export: a
 * route component, or data such as the public remote's route manifest. A failed load is not
 * cached, so a retry loads it again.
 */
export type RemoteLoader = (id: string) => Promise<unknown>;

const missingLoader: RemoteLoader = () => Promise.reject(new Error('No remote loader provided'));
export const RemoteLoaderContext = createContext<RemoteLoader>(missingLoader);

// One lazy component per loader and module, so moving between pages of an area does not
// suspend again; a retry bumps the module's version and builds a new one.
const lazyCache = new WeakMap<
  RemoteLoader,
  Map<string, { version: number; component: LazyExoticComponent<RemoteComponent> }>
>();
const retryVersions = new Map<string, number>();

function lazyRemote(load: RemoteLoader, id: string): LazyExoticComponent<RemoteComponent> {
  let byId = lazyCache.get(load);
  if (!byId) {
    byId = new Map();
    lazyCache.set(load, byId);
  }
  const version = retryVersions.get(id) ?? 0;
  const cached = byId.get(id);
  if (cached && cached.version === version) return cached.component;
  const component = lazy(async () => ({ default: (await load(id)) as RemoteComponent }));
  byId.set(id, { version, component });
  return component;
}

interface BoundaryProps {
  children: ReactNode;
  onRetry(): void;
  label: string;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | undefined }> {
  state: { error: Error | undefined } = { error: undefined };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.label} failed`, error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RemoteUnavailable label={this.props.label} onRetry={this.props.onRetry} />
      </Suspense>
    );
  }
}

export interface RemoteAreaProps {
  /** Module id, for example 'mfe_public/PublicRoutes'. */
  module: string;
  /** Human name used in the unavailable message. */
  label: string;
  /** Where the area is mounted (site registry AREA_PATHS): its routes match below it. */
  base: string;
}

/**
 * The shell's router as plain values for a remote's own router: the location, a navigator that
 * moves the shell's router (react-router's documented Navigator interface), and the path the area
 * is mounted at.
 */
function useHostRouting(base: string): HostRouting {
  const location = useLocation();
  const navigate = useNavigate();
  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      push: (to, state, options) => void navigate(to, { ...options, state }),
      replace: (to, state, options) => void navigate(to, { ...options, state, replace: true }),
      go: (delta) => void navigate(delta),
    }),
    [navigate],
  );
  return { location, navigator, base, static: typeof document === 'undefined' };
}

/** One remote's area: its own error boundary (with Retry) and loading fallback. */
export function RemoteArea({ module, label, base }: RemoteAreaProps) {
  const load = useContext(RemoteLoaderContext);
  const host = useHostRouting(base);
  const [attempt, setAttempt] = useState(0);
  const Remote = lazyRemote(load, module);
  return (
    <RemoteErrorBoundary
      key={attempt}
      label={label}
      onRetry={() => {
        retryVersions.set(module, (retryVersions.get(module) ?? 0) + 1);
        setAttempt((a) => a + 1);
      }}
    >
      <Suspense fallback={<LoadingScreen />}>
        <Remote host={host} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
