import { defineHostConfig } from '@broker/tooling';

export default defineHostConfig({
  devPort: 4000,
  title: 'Облігації онлайн',
  // provide-mf-parts first: remote entries read what it sets
  runtimePlugins: ['./src/remotes/mf-internals/provide-mf-parts.ts', './src/remotes/loading/mf-runtime-plugin.ts'],
});
