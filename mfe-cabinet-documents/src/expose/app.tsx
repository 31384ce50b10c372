import type { RemoteMeta } from '@broker/shared/contracts';
import { defineRemoteApp } from '@broker/shared/ui';
import { authStore } from '@broker/shared/auth';
import { bus } from '@broker/shared/events';
import { getI18n } from '@broker/shared/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { DocumentsAllScreen } from '../features/documents-all/documents-all-screen';
import { DocumentsForSignScreen } from '../features/documents-for-sign/documents-for-sign-screen';
import { TradeLimitsScreen } from '../features/trade-limits/trade-limits-screen';
import uk from '../locales/uk.json';
import en from '../locales/en.json';

const screens = {
  'documents-all': DocumentsAllScreen,
  'documents-for-sign': DocumentsForSignScreen,
  'trade-limits': TradeLimitsScreen,
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

export default defineRemoteApp({ ns: 'documents', resources: { uk, en }, screens, buildLabel: __BUILD_LABEL__ });
