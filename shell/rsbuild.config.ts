import { defineHostConfig } from '@broker/shared/mf';

export default defineHostConfig({
  devPort: 4000,
  title: 'Облігації онлайн',
  runtimePlugins: ['./src/remotes/mf-runtime-plugin.ts'],
});
