/**
 * A server-rendered page has nothing but its HTML on the way to its first paint (docs/server-render.md,
 * "First paint"): its CSS is inlined, and the scripts — the shell's entry, the shell's chunks the build
 * preloads, the route's remote files (boot-hints.ts) — wait in a `<template>` that a small inline script
 * (allowed by its sha256 in the CSP) moves into the `<head>` once the first frame is painted: nothing
 * blocks the first frame, runs before it, or asks for the link ahead of it. Lighthouse's simulation
 * counts every request that ended before the observed first paint against it.
 *
 * One file does not wait: react-dom's chunk (the start-up's first and largest, WITH_HTML_CHUNK_FILE) is a
 * `<link rel="preload" fetchpriority="low">` in the head. By the time the parser finds it the HTML is in
 * (it fits one congestion window), and the first frame needs nothing more from the link: the ~0.3 s a
 * phone's CPU spends on that frame are spent downloading the file everything else waits for, instead of
 * leaving the link idle. A preload neither blocks rendering nor runs (its script in the template takes
 * the bytes); at low priority it yields to anything the page asks for at a higher one (a cabinet page's
 * early GETs). Only this file: every script early made Lighthouse's simulation count them all against
 * LCP (docs/performance.md, "One file with the HTML").
 *
 * After the paint, one order for every such page (docs/performance.md, "Login usable: the start-up
 * overlaps the download"): the files go in the order the page runs them, on one shared link — the
 * shell's entry first, at high priority (nothing runs before it: it holds the MF runtime and
 * `import('./bootstrap')`), then the shell's chunks as async scripts, then the route remote's files.
 * The entry runs as soon as it is in, and so does each chunk: a chunk only registers its modules with
 * the bundler's runtime (webpackJsonp: the runtime takes what was pushed before it), so the compile of
 * each file and its registration happen while the others download, not one after the other behind
 * the largest (as preloads they ran only when the bootstrap's imports asked for them, which
 * `evaluate-in-slices.ts` does in order: react-dom's chunk, the largest, first). The remote's files go
 * in when one of the shell's is still on the way: requested once all were in, the link idled for a
 * round trip before their bytes came, while the start-up's evaluation had finished before they did.
 * Only the shell's chunks are scripts: a remote's chunks register under its name, not its version's,
 * and the version the page's HTML names is not always the one the shell loads (an override, a
 * last-known-good): those stay preloads, run by the remote's own runtime.
 * A public page used to hold its entry until every chunk was in (for Lighthouse's blocking time on a
 * loaded machine); with the bench's harness no longer adding its own work to the page, that hold cost
 * ~300 ms of login usable (2,822 against 2,505 ms, alternating, median of 10) for 0–96 ms of TBT.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { WITH_HTML_CHUNK_FILE } from '@broker/tooling/start-chunks';
import { attr, fetchImmutableText, hintTag, type Hint } from './boot-hints';

/**
 * After the first frame (a requestAnimationFrame callback runs just before a frame is painted, a task
 * queued from it after); a hidden tab paints nothing, so it starts at once; a 1 s cap in case frames
 * never come. importNode: scripts parsed inside a <template> are inert until a copy is inserted.
 * The entry script (the template's first) goes in alone before the chunks (a script in an inserted
 * fragment would start its fetch only after every element of the fragment); `broker-after-shell` (the
 * remote's files) follows once every chunk but one has loaded or failed.
 * The chunks go in a few per task (a message to itself: not held back in a background tab like a
 * timeout): inserting one starts its request on the main thread, ~1 ms each on a phone-speed
 * CPU, and 24 in one task made a task Lighthouse counts as blocking (4× its length).
 */
export const CHUNKS_PER_TASK = 6;

export const AFTER_PAINT_LOADER =
  "(function(){var d=document,h=d.head,t=d.getElementById('broker-after-paint')," +
  'c=function(t){return t&&d.importNode(t.content,true)},' +
  "a=c(t),b=c(d.getElementById('broker-after-shell')),n=1," +
  'next=function(){if(--n>1)return;if(b){h.appendChild(b);b=null}},' +
  'go=function(){if(!a)return;var l=[].slice.call(a.children),e=l.shift(),k=0,m=new MessageChannel();a=null;' +
  'n+=l.length;for(var i=0;i<l.length;i++)l[i].onload=l[i].onerror=next;' +
  'if(e)h.appendChild(e);' +
  'm.port1.onmessage=function(){for(var j=0;j<' +
  CHUNKS_PER_TASK +
  '&&k<l.length;j++)h.appendChild(l[k++]);if(k<l.length)m.port2.postMessage(0);else{m.port1.close();next()}};m.port2.postMessage(0)};' +
  "if(d.visibilityState==='hidden')go();else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)}})()";

/** The two templates the loader starts: what the shell's start-up runs, then the route remote's files. */
export function afterPaintTemplates(shell: readonly string[], remote: readonly string[]): string {
  return (
    `<template id="broker-after-paint">${shell.join('')}</template>` +
    (remote.length ? `<template id="broker-after-shell">${remote.join('')}</template>` : '')
  );
}

/** The CSP source that allows the loader (shell-server.ts). */
export const AFTER_PAINT_CSP = `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;

const SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const PRELOAD_SCRIPT =
  /<link\b[^>]*\brel="preload"[^>]*\bas="script"[^>]*>|<link\b[^>]*\bas="script"[^>]*\brel="preload"[^>]*>/g;
const PRELOAD_STYLE = /<link\b[^>]*\bhref="([^"]+\.css)"[^>]*\bas="style"[^>]*>/g;

/**
 * The shell's index.html taken apart for a server-rendered page: its entry script (first, at high
 * priority) and its chunks' preloads, turned into async scripts (low: behind the entry, which runs first
 * and needs the link more), go to `later`; its style preloads' files are returned for inlining.
 * `withHtml`: react-dom's chunk (WITH_HTML_CHUNK_FILE) as a low-priority preload for the head — the one
 * download a page starts before its first frame (docs/server-render.md, "First paint"); its async script
 * in `later` takes the preloaded bytes.
 */
export function takeOutShellAssets(template: string): {
  doc: string;
  later: string[];
  css: string[];
  withHtml: string[];
} {
  const entry: string[] = [];
  const chunks: string[] = [];
  const withHtml: string[] = [];
  const css: string[] = [];
  const doc = template
    .replace(SCRIPT, (_tag, src: string) => (entry.push(`<script src="${src}" fetchpriority="high"></script>`), ''))
    .replace(PRELOAD_SCRIPT, (tag) => {
      chunks.push(chunkScript(tag));
      if (WITH_HTML_CHUNK_FILE.test(/\bhref="([^"]+)"/.exec(tag)?.[1] ?? '')) withHtml.push(lowPriority(tag));
      return '';
    })
    .replace(PRELOAD_STYLE, (_tag, href: string) => (css.push(href), ''));
  return { doc, later: [...entry, ...chunks], css, withHtml };
}

/** A preload tag at low priority (its other attributes kept, so the chunk's script matches it). */
function lowPriority(preload: string): string {
  return preload.replace(/\sfetchpriority="[^"]*"/, '').replace(/\s*\/?>$/, ' fetchpriority="low">');
}

/** A chunk's `<link rel="preload" as="script">` as an async `<script>` with the same URL and attributes. */
function chunkScript(preload: string): string {
  const attrs = preload
    .replace(/^<link\b/, '')
    .replace(/\/?>$/, '')
    .replace(/\s(?:rel|as)="[^"]*"/g, '')
    .replace(/(\s)href=/, '$1src=');
  return `<script${attrs} async fetchpriority="low"></script>`;
}

/** Relative `url(…)`s of a stylesheet resolved against where it came from (inlined, they would not be). */
function absoluteUrls(css: string, base: string): string {
  return css.replace(/url\((['"]?)(?!data:|[a-z]+:|\/|#)([^'")]+)\1\)/gi, (_m, q: string, u: string) => {
    return `url(${q}${new URL(u, base).href}${q})`;
  });
}

/**
 * `<style data-href>` per stylesheet: the shell's from its build folder, the remote's from the CDN,
 * checked against its sha384 (a file that cannot be read or does not match stays a `<link>`: styled
 * and safe, one request before the paint). `data-href` is what the bundler's CSS loader looks for
 * before it adds a `<link>` of a chunk's styles itself: the same file is not fetched again.
 */
export async function inlineStyles(
  shellDist: string,
  shellCss: string[],
  remote: Hint[],
  fellBack: () => void = () => undefined,
): Promise<string> {
  // nothing in a stylesheet may close the element (`\/` is `/` to CSS)
  const style = (href: string, css: string) =>
    `<style data-href="${attr(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const own = shellCss.map(async (href) =>
    style(href, await readFile(join(shellDist, href.replace(/^\//, '')), 'utf8')),
  );
  const theirs = remote.map(async (hint) => {
    try {
      return style(hint.href, absoluteUrls(await fetchImmutableText(hint.href, hint.integrity), hint.href));
    } catch {
      fellBack();
      return hintTag({ ...hint, rel: 'stylesheet', as: undefined });
    }
  });
  return (await Promise.all([...own, ...theirs])).join('');
}
