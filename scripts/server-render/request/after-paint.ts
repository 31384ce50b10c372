/**
 * A server-rendered page has nothing but its HTML on the way to its first paint (docs/server-render.md,
 * "First paint"): its CSS is inlined, and every script — the shell's entry, the shell's chunks the
 * build preloads, the route's remote files (boot-hints.ts) — waits in a `<template>` that a small
 * inline script (allowed by its sha256 in the CSP) moves into the `<head>` once the first frame is
 * painted. On a phone, the HTML and the first frame then have the radio link to themselves;
 * Lighthouse's simulation counts every request started before the first paint against it.
 *
 * After the paint, two orders (docs/performance.md, "Start-up once its files are in"):
 * - **A cabinet page's frame** (signed in; its data is already on the way: early-gets.ts): the files go
 *   in the order the page runs them, on one shared link: the shell's entry first, at high priority
 *   (nothing runs before it: it holds the MF runtime and `import('./bootstrap')`), with the shell's
 *   chunks; the route remote's files only once those are in, so they download while the bootstrap is
 *   evaluated instead of sharing the link with the files the bootstrap waits for.
 * - **A public page** (`holdStart`: the page is already whole and readable): every file is requested at
 *   once — the entry preloaded first, at high priority — and the entry runs only once it and every chunk
 *   of the shell's start-up are in. The start-up's tasks then run on a main thread no longer busy with
 *   arriving responses and background script parsing. On two shared cores that waiting made up most of
 *   each task's wall time, which Lighthouse multiplies by 4 (single audits of `/uk/login`: TBT 232–604
 *   before, 88–280 ms after). The cost, the entry's evaluation no longer overlapping the download, did
 *   not show under the shared pipe: login usable 3,845 against 3,842 ms (median of 3 each).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { attr, fetchImmutableText, hintTag, type Hint } from './boot-hints';

/**
 * After the first frame (a requestAnimationFrame callback runs just before a frame is painted, a task
 * queued from it after); a hidden tab paints nothing, so it starts at once; a 1 s cap in case frames
 * never come. importNode: scripts parsed inside a <template> are inert until a copy is inserted.
 * Without `data-hold` on `broker-after-paint`: the entry script goes in alone before the chunks'
 * preloads (a script in an inserted fragment would start its fetch only after every link of the
 * fragment); `broker-after-shell` (the remote's files) follows once each of those preloads has loaded
 * or failed. With it: a high-priority preload of the entry goes first, then the chunks' preloads and
 * the remote's files; the entry script (served from that preload) goes in once the entry's and every
 * chunk's preload has loaded or failed; the remote's files are not waited for.
 * The preloads go in a few per task (a message to itself: not held back in a background tab like a
 * timeout): inserting a preload starts its request on the main thread, ~1 ms each on a phone-speed
 * CPU, and 24 in one task made a task Lighthouse counts as blocking (4× its length).
 */
export const PRELOADS_PER_TASK = 6;

export const AFTER_PAINT_LOADER =
  "(function(){var d=document,h=d.head,t=d.getElementById('broker-after-paint')," +
  "c=function(t){return t&&d.importNode(t.content,true)},hold=!!t&&t.hasAttribute('data-hold')," +
  "a=c(t),b=c(d.getElementById('broker-after-shell')),s=null,n=1," +
  'next=function(){if(--n)return;if(s){h.appendChild(s);s=null}if(b){h.appendChild(b);b=null}},' +
  "go=function(){if(!a)return;var l=[].slice.call(a.querySelectorAll('link')),e=a.querySelector('script'),k=0,m=new MessageChannel(),p;a=null;" +
  "if(e&&hold){s=e;p=d.createElement('link');p.rel='preload';p.setAttribute('as','script');p.setAttribute('href',e.getAttribute('src'));p.setAttribute('fetchpriority','high');l.unshift(p)}" +
  'n+=l.length;for(var i=0;i<l.length;i++)l[i].onload=l[i].onerror=next;' +
  "if(hold&&b){l=l.concat([].slice.call(b.querySelectorAll('link')));b=null}else if(e)h.appendChild(e);" +
  'm.port1.onmessage=function(){for(var j=0;j<' +
  PRELOADS_PER_TASK +
  '&&k<l.length;j++)h.appendChild(l[k++]);if(k<l.length)m.port2.postMessage(0);else{m.port1.close();next()}};m.port2.postMessage(0)};' +
  "if(d.visibilityState==='hidden')go();else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)}})()";

/**
 * The two templates the loader starts: what the shell's start-up runs, then the route remote's files.
 * `holdStart`: a public page's order (above): everything requested at once, the entry run once the
 * shell's files are in.
 */
export function afterPaintTemplates(
  shell: readonly string[],
  remote: readonly string[],
  opts: { holdStart?: boolean } = {},
): string {
  return (
    `<template id="broker-after-paint"${opts.holdStart ? ' data-hold' : ''}>${shell.join('')}</template>` +
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
 * priority) and its chunks' preloads (low: behind the entry, which runs first and needs the link more)
 * go to `later`, its style preloads' files are returned for inlining.
 */
export function takeOutShellAssets(template: string): { doc: string; later: string[]; css: string[] } {
  const entry: string[] = [];
  const chunks: string[] = [];
  const css: string[] = [];
  const doc = template
    .replace(SCRIPT, (_tag, src: string) => (entry.push(`<script src="${src}" fetchpriority="high"></script>`), ''))
    .replace(PRELOAD_SCRIPT, (tag) => (chunks.push(tag.replace(/>$/, ' fetchpriority="low">')), ''))
    .replace(PRELOAD_STYLE, (_tag, href: string) => (css.push(href), ''));
  return { doc, later: [...entry, ...chunks], css };
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
