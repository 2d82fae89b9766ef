// The public pages as ONE application, for the bench's comparison with the federated build:
// the shell's App (providers, router, layouts, route table) with a RemoteLoader that imports
// mfe-public's exposed modules directly instead of loading them through Module Federation.
// The signed-in areas (dealer, admin, billing) are not part of the public pages: asking for
// them fails like an unreachable remote. Starts as the shell does (shell/src/index.ts and
// bootstrap.tsx): the page comes server-rendered with its data (../serve.mjs), so it hydrates
// from that data without asking the API again.

import { mountApp } from '../../../../shell/src/boot/mount-app';
import { mergeServerStyles } from '../../../../shell/src/boot/server-styles';
import type { RemoteComponent, RemoteLoader } from '../../../../shell/src/components/remote-area';

type Exposed = { default: RemoteComponent };

/**
 * `mfe_public/<Name>` is mfe-public's src/exposes/<Name>.tsx; the webpack config keeps only the
 * files mfe-public's browser build exposes. Split by route as a normal application would: each
 * exposed module is its own chunk.
 */
const loadModule: RemoteLoader = async (id) => {
  const [remote, name] = id.split('/');
  if (remote !== 'mfe_public' || !name) throw new Error(`"${id}" is not part of the single-bundle public build`);
  const exposed = (await import(`../../../../mfe-public/src/exposes/${name}`)) as Exposed;
  return exposed.default;
};

mergeServerStyles();
void mountApp(loadModule);
