import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { MaintenanceTexts } from '@broker/shared/contracts';

export const maintenanceStore = createStore<{ texts: MaintenanceTexts }>()(() => ({ texts: {} }));

/** Spec: the Ukrainian locale gets the UA variant, anything else the EN variant. */
export function pickMaintenanceTexts(texts: MaintenanceTexts, lang: string) {
  const ua = lang === 'uk';
  return {
    text: ua ? texts.TECH_WORKS_BACKEND_TEXT_UA : texts.TECH_WORKS_BACKEND_TEXT_EN,
    support: ua ? texts.TECH_WORKS_BACKEND_TEXT_SUPPORT_UA : texts.TECH_WORKS_BACKEND_TEXT_SUPPORT_EN,
    email: texts.TECH_WORKS_BACKEND_TEXT_SUPPORT_EMAIL,
  };
}

export function useMaintenanceTexts(lang: string) {
  const texts = useStore(maintenanceStore, (s) => s.texts);
  return pickMaintenanceTexts(texts, lang);
}
