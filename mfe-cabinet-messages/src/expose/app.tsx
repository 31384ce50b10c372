import type { RemoteMeta } from '@broker/shared/contracts';
import { defineRemoteApp } from '@broker/shared/ui';
import { authStore } from '@broker/shared/auth';
import { bus } from '@broker/shared/events';
import { getI18n } from '@broker/shared/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { MessagesScreen } from '../features/messages/messages-screen';
import uk from '../locales/uk.json';
import en from '../locales/en.json';

const screens = {
  'messages': MessagesScreen,
};

/** Compiled into this remote's build: the shell refuses a module whose contract major differs from its own. */
export const meta: RemoteMeta = {
  name: __APP_NAME__,
  contractMajor: __SHARED_MAJOR__,
  buildLabel: __BUILD_LABEL__,
  routes: Object.keys(screens) as RemoteMeta['routes'],
};

/** The instances this remote's code imported: the browser tests compare them across remotes and the shell. */
export const probe = { authStore, bus, getI18n, libs: { useQueryClient, useNavigate, toast } };

export default defineRemoteApp({ ns: 'messages', resources: { uk, en }, screens, buildLabel: __BUILD_LABEL__ });
