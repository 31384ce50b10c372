/** Build-time constants injected by the rsbuild configs (tooling/src/build/define-config.ts). */
declare const __APP_NAME__: string;
declare const __SHARED_MAJOR__: number;
declare const __BUILD_LABEL__: string;
declare const __TEST_HOOKS__: boolean;
/** a remote's own area declaration (its package.json `broker.area`), null when it has none: standalone dev uses it */
declare const __REMOTE_AREA__: { prefix: string; cabinet: boolean; menu?: { uk: string; en: string } } | null;
