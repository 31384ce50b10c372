// Boundary rules that depend on where the importing file sits (its remote and feature, its shared
// entry): a path pattern cannot say "another feature than mine". Relative imports are resolved as
// paths only — no file system — so the rules also hold for files that do not exist yet.
import { builtinModules } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');

/** `<remote>/src/features/<feature>/…` → { remote, feature }; anything else → null. */
function featureOf(file) {
  const parts = relative(ROOT, file).split(sep);
  if (parts.length < 5 || !parts[0].startsWith('mfe-') || parts[1] !== 'src' || parts[2] !== 'features') return null;
  return { remote: parts[0], feature: parts[3] };
}

/** `shared/src/<entry>/…` → entry; anything else → null. */
function sharedEntryOf(file) {
  const parts = relative(ROOT, file).split(sep);
  return parts.length >= 4 && parts[0] === 'shared' && parts[1] === 'src' ? parts[2] : null;
}

/** Calls `check(source node, absolute target)` for every relative import, export-from and import(). */
function eachRelativeImport(context, check) {
  const file = context.filename;
  const visit = (node) => {
    const source = node.source;
    if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
    check(source, resolve(dirname(file), source.value));
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const featureIsolation = {
  meta: {
    type: 'problem',
    docs: { description: 'Inside a remote, a feature does not import another feature (share through src/components).' },
    messages: {
      crossFeature:
        'Feature "{{from}}" imports feature "{{to}}": features do not import each other. Move what both need to {{remote}}/src/components (or a shared entry).',
    },
    schema: [],
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    return eachRelativeImport(context, (node, target) => {
      const other = featureOf(`${target}${sep}x`);
      if (other && other.remote === own.remote && other.feature !== own.feature) {
        context.report({
          node,
          messageId: 'crossFeature',
          data: { from: own.feature, to: other.feature, remote: own.remote },
        });
      }
    });
  },
};

const sharedPublicNames = {
  meta: {
    type: 'problem',
    docs: { description: 'Inside shared, one entry imports another only by its public name @broker/shared/<entry>.' },
    messages: {
      relativeEntry:
        'Entry "{{from}}" reaches into entry "{{to}}" by a relative path: import it as @broker/shared/{{to}}.',
    },
    schema: [],
  },
  create(context) {
    const own = sharedEntryOf(context.filename);
    if (!own) return {};
    return eachRelativeImport(context, (node, target) => {
      const other = sharedEntryOf(`${target}${sep}x`);
      if (other && other !== own && !other.includes('.')) {
        context.report({ node, messageId: 'relativeEntry', data: { from: own, to: other } });
      }
    });
  },
};

/** `fs`, `node:fs`, `fs/promises`, `node:test`: a module only Node has. */
const isNodeBuiltin = (request) => request.startsWith('node:') || builtinModules.includes(request.split('/')[0]);
const isTooling = (request, file) =>
  request === '@broker/tooling' ||
  request.startsWith('@broker/tooling/') ||
  (request.startsWith('.') && !relative(resolve(ROOT, 'tooling'), resolve(dirname(file), request)).startsWith('..'));
/** A path into scripts/ (the servers, the server-render home, the CLI): Node processes, not browser code. */
const isScripts = (request, file) =>
  request.startsWith('.') && !relative(resolve(ROOT, 'scripts'), resolve(dirname(file), request)).startsWith('..');

/**
 * Code that runs in the browser never imports the build tooling (`@broker/tooling`, Node only: it builds
 * the apps, the apps do not run it) nor scripts/ (the servers and the server-render home import the
 * shell, never the other way); with `{ node: true }` (the runtime contract, `@broker/shared`) not
 * Node's own modules either, so every entry of shared can load in a browser.
 */
const browserImports = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Browser code imports neither @broker/tooling, nor scripts/, nor (shared) Node built-in modules.',
    },
    messages: {
      tooling: 'Browser code never imports the build tooling (@broker/tooling is Node only): "{{request}}".',
      scripts:
        'Browser code never imports scripts/ (servers, the server-render home: Node processes that import it): "{{request}}".',
      node: '@broker/shared runs in the browser: no Node built-in module ("{{request}}"); Node code goes to tooling/.',
    },
    schema: [{ type: 'object', properties: { node: { type: 'boolean' } }, additionalProperties: false }],
  },
  create(context) {
    const noNode = context.options[0]?.node === true;
    const visit = (node) => {
      const request = node.source?.value;
      if (typeof request !== 'string') return;
      if (isTooling(request, context.filename))
        context.report({ node: node.source, messageId: 'tooling', data: { request } });
      else if (isScripts(request, context.filename))
        context.report({ node: node.source, messageId: 'scripts', data: { request } });
      else if (noNode && isNodeBuiltin(request))
        context.report({ node: node.source, messageId: 'node', data: { request } });
    };
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression: visit,
    };
  },
};

/** The MF globals only shell/src/remotes/mf-internals/ may name (its mf-version.ts says why). */
const MF_GLOBALS = /^(__BROKER_MF_PARTS__|__FEDERATION__|__INSTANCES__)$|^chunk_/;
/** MF's own files by name (the bundler-runtime swap): only mf-internals/bundler-swap.mjs knows them. */
const MF_FILES = /webpack-bundler-runtime|initContainerEntry/;

const mfInternals = {
  meta: {
    type: 'problem',
    docs: { description: 'Only shell/src/remotes/mf-internals/ touches Module Federation globals.' },
    messages: {
      mfGlobal:
        '"{{name}}" is a Module Federation internal: use (or extend) shell/src/remotes/mf-internals/, pinned to the MF version.',
      mfFile:
        '"{{name}}" names a Module Federation file: take it from shell/src/remotes/mf-internals/bundler-swap.mjs, pinned to the MF version.',
    },
    schema: [],
  },
  create(context) {
    const check = (node, name) => {
      if (typeof name === 'string' && MF_GLOBALS.test(name))
        context.report({ node, messageId: 'mfGlobal', data: { name } });
    };
    // a string or pattern naming MF's files (a type declaration of the shell's alias may name the export)
    const checkText = (node, text) => {
      if (typeof text === 'string' && MF_FILES.test(text))
        context.report({ node, messageId: 'mfFile', data: { name: text } });
    };
    return {
      Identifier: (node) => check(node, node.name),
      Literal: (node) => (check(node, node.value), checkText(node, node.regex?.pattern ?? node.value)),
      TemplateElement: (node) => (check(node, node.value.cooked), checkText(node, node.value.cooked)),
    };
  },
};

export default {
  meta: { name: 'broker-local' },
  rules: {
    'feature-isolation': featureIsolation,
    'shared-public-names': sharedPublicNames,
    'browser-imports': browserImports,
    'mf-internals': mfInternals,
  },
};
