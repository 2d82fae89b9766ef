// The public header's and footer's links come from the public remote's route manifest
// (mfe_public/routeManifest), so a page is added to the navigation in that remote alone.
import { lazy, useContext, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { PublicLink, PublicRouteManifest } from 'shared-contracts';
import { RemoteLoaderContext, type RemoteLoader } from '../components/remote-area';

const ROUTE_MANIFEST_MODULE = 'mfe_public/routeManifest';
/** After a failed load (public remote down), how long the header goes without links before asking again. */
const RETRY_AFTER_MS = 30_000;

export interface PublicLinksProps {
  which: 'header' | 'footer';
  children(links: readonly PublicLink[]): ReactNode;
}

type Links = LazyExoticComponent<ComponentType<PublicLinksProps>>;
const loaded = new WeakMap<RemoteLoader, { component: Links; failedAt?: number }>();

/** One lazy component per loader that renders the manifest's links; without links when the remote is down. */
function linksOf(load: RemoteLoader): Links {
  const known = loaded.get(load);
  if (known && (known.failedAt === undefined || Date.now() - known.failedAt < RETRY_AFTER_MS)) return known.component;
  const entry: { component: Links; failedAt?: number } = {
    component: lazy(async () => {
      let manifest: PublicRouteManifest | undefined;
      try {
        manifest = (await load(ROUTE_MANIFEST_MODULE)) as PublicRouteManifest | undefined;
      } catch (error) {
        entry.failedAt = Date.now();
        console.error('[shell] the public navigation could not be loaded', error);
      }
      return { default: ({ which, children }: PublicLinksProps) => children(manifest?.[which] ?? []) };
    }),
  };
  loaded.set(load, entry);
  return entry.component;
}

/** Renders the header's or the footer's links. Suspends while the manifest loads: use it inside `<Suspense>`. */
export function PublicLinks(props: PublicLinksProps) {
  const Component = linksOf(useContext(RemoteLoaderContext));
  return <Component {...props} />;
}
