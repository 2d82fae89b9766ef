import { mountApp } from './boot/mount-app';
import { loadRemoteComponent, registerAppRemotes } from './federation/remotes';

void mountApp(loadRemoteComponent, (config) => registerAppRemotes(config.remotes));
