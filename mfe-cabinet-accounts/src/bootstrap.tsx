import { mountStandalone } from '@broker/shared/dev';
import App from './expose/app';

// standalone dev only: inside the shell, the exposed ./app is rendered by the shell's router
mountStandalone(App, 'mfe-cabinet-accounts');
