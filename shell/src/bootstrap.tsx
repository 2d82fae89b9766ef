import { mountApp } from './boot/mount-app';
import { loadRemoteModule, registerAppRemotes } from './federation/remotes';

void mountApp(loadRemoteModule, (config) => registerAppRemotes(config.remotes));
