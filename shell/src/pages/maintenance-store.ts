import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** TECH_WORKS_* texts from the last 503 body (cabinet §3), by language variant. */
export interface MaintenanceTexts {
  TECH_WORKS_BACKEND_TEXT_UA?: string;
  TECH_WORKS_BACKEND_TEXT_EN?: string;
  TECH_WORKS_BACKEND_TEXT_SUPPORT_UA?: string;
  TECH_WORKS_BACKEND_TEXT_SUPPORT_EN?: string;
  TECH_WORKS_BACKEND_TEXT_SUPPORT_EMAIL?: string;
}

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
