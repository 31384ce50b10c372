export { createI18n, getI18n, addNamespace, missingKeys } from './create-i18n';
export type { NamespaceResources } from './create-i18n';
