/**
 * Test-only rsbuild config: the remote's own config (from the folder rsbuild runs in) plus the fault
 * BUILD_FAULT names (load, render, click). Used by e2e/support/test-build.ts only; the production build helper
 * (tooling/src/build) knows nothing about faults.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig, mergeRsbuildConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';

const FAULTS = ['load', 'render', 'click'] as const;
type Fault = (typeof FAULTS)[number];

function pluginBuildFault(fault: Fault): RsbuildPlugin {
  return {
    name: 'broker-test:build-fault',
    setup(api) {
      api.transform({ test: /[\\/]src[\\/]expose[\\/]app\.tsx$/ }, ({ code }) => {
        // a condition the minifier cannot decide, as in a real broken release: the module's `meta` stays in
        // the bundle (an unconditional throw made it dead code), so `remote deploy` can read its contract
        if (fault === 'load')
          return `if (!globalThis.__brokerNoFault) throw new Error('BUILD_FAULT=load: this build throws while loading');\n${code}`;
        if (!code.includes('export default '))
          throw new Error(`BUILD_FAULT=${fault} needs an \`export default\` in src/expose/app.tsx`);
        // loads and renders fine, then throws in a click handler (any button in the page): a bug only users' clicks find
        if (fault === 'click') {
          return `import { createElement as __brokerCreate, useEffect as __brokerEffect } from 'react';
${code.replace('export default ', 'const __brokerRealApp = ')}
export default function ClickFaultRemoteApp(props) {
  __brokerEffect(() => {
    const onClick = (e) => {
      if (e.target instanceof Element && e.target.closest('button')) throw new Error('BUILD_FAULT=click: this build throws in a click handler');
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return __brokerCreate(__brokerRealApp, props);
}
`;
        }
        return `${code.replace('export default ', 'const __brokerRealApp = ')}
export default function FaultyRemoteApp() {
  if (__brokerRealApp) throw new Error('BUILD_FAULT=render: this build throws while rendering');
  return null;
}
`;
      });
      // recorded beside the contract major, so a faulty build is recognisable on the CDN
      api.onAfterBuild(() => {
        const file = join(api.context.distPath, 'build-info.json');
        writeFileSync(
          file,
          JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), buildFault: fault }, null, 2) + '\n',
        );
      });
    },
  };
}

export default defineConfig(async () => {
  const fault = process.env.BUILD_FAULT ?? '';
  if (!(FAULTS as readonly string[]).includes(fault))
    throw new Error(`BUILD_FAULT must be load or render, got "${fault}"`);
  const own = (await import(pathToFileURL(join(process.cwd(), 'rsbuild.config.ts')).href)) as {
    default: RsbuildConfig;
  };
  return mergeRsbuildConfig(own.default, { plugins: [pluginBuildFault(fault as Fault)] });
});
