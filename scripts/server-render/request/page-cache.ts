/**
 * A page is the same for every visitor of one registry state and one shell build (the server knows no
 * session: the browser signs in), so each page is stitched once and compressed once per encoding, then
 * served from memory until the registry or the build changes — which drops every page at once
 * (docs/production.md, "what is cached where"). A page rendered while something it needs failed (the
 * CDN slow, the server part late or refused) is served but never kept: the next visitor gets another try.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

export type Encoding = 'br' | 'gzip' | '';

/** The encoding a request accepts that the server prefers (brotli, then gzip, else none). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accept = acceptEncoding ?? '';
  return /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : '';
}

/** The state a page was made from: the registry in service and the shell build (html-page.ts `servePage`). */
export const pageStamp = (registryEtag: string | undefined, buildStamp: string) =>
  `${registryEtag ?? '-'}|${buildStamp}`;

/**
 * A kept page's whole answer in one encoding, made once: the header lines as one flat array (what
 * `writeHead` takes without walking an object) and the bytes. Serving it is a map lookup and one write.
 */
export interface ReadyPage {
  etag: string;
  head: string[];
  /** the 304 answer's header lines (no body, no Content-Length/Encoding) */
  notModified: string[];
  body: Buffer;
}

export interface CachedPage {
  html: Buffer;
  etag: string;
  /** the page in `encoding`, compressed the first time it is asked for */
  body(encoding: Encoding): Promise<Buffer>;
  /** a kept page's finished answer per encoding, once its body was made */
  readonly ready: Map<Encoding, ReadyPage>;
}

export interface PageCacheStats {
  /** pages stitched (each a miss) */
  stitched: number;
  /** compressions done (each encoding of each page once) */
  compressed: number;
  /** requests answered from memory */
  hits: number;
  /** times the whole cache was dropped because the registry or the build changed */
  dropped: number;
}

export class PageCache {
  private stamp = '';
  private readonly pages = new Map<string, CachedPage>();
  readonly stats: PageCacheStats = { stitched: 0, compressed: 0, hits: 0, dropped: 0 };

  /**
   * `max` bounds memory: any path is a page of the SPA, so a crawler of random URLs must not grow the
   * cache without end (the least recently used page goes first). `headers`: what every answer of the
   * server carries (its security headers), written into each ready answer once.
   */
  constructor(
    private readonly max = 256,
    private readonly headers: Readonly<Record<string, string>> = {},
  ) {}

  /**
   * The finished answer of a kept page when `stamp` is the state the cache holds and the page was made
   * in `encoding` already (else undefined: the caller makes or completes it the long way, servePage).
   */
  ready(key: string, stamp: string, encoding: Encoding): ReadyPage | undefined {
    if (stamp !== this.stamp) return undefined;
    const ready = this.pages.get(key)?.ready.get(encoding);
    if (ready) this.stats.hits += 1;
    return ready;
  }

  /** The state every kept page was made from; a different one drops them all. */
  at(stamp: string): this {
    if (stamp !== this.stamp) {
      if (this.pages.size) this.stats.dropped += 1;
      this.pages.clear();
      this.stamp = stamp;
    }
    return this;
  }

  get size(): number {
    return this.pages.size;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.stats.hits += 1;
    this.pages.delete(key); // re-inserted: Map order is the recency order
    this.pages.set(key, page);
    return page;
  }

  /** A page made from the present state; kept when `keep` (nothing it needed failed). */
  add(key: string, html: Buffer, keep: boolean): CachedPage {
    this.stats.stitched += 1;
    const page = this.page(html, keep);
    if (keep) {
      this.pages.set(key, page);
      if (this.pages.size > this.max) this.pages.delete(this.pages.keys().next().value!);
    }
    return page;
  }

  private page(html: Buffer, kept: boolean): CachedPage {
    // a kept page is compressed once: the densest brotli level costs some ms once and saves bytes on every
    // visit; a page made for one request only gets the quick level, as before the cache
    const quality = kept ? 11 : 5;
    const encoded = new Map<Encoding, Promise<Buffer>>();
    const etag = `"p-${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
    const ready = new Map<Encoding, ReadyPage>();
    const finish = (encoding: Encoding, body: Buffer) => {
      if (kept) ready.set(encoding, this.readyPage(etag, encoding, body));
      return body;
    };
    return {
      html,
      etag,
      ready,
      body: (encoding) => {
        let p = encoded.get(encoding);
        if (!p) {
          if (encoding) this.stats.compressed += 1;
          p = (
            encoding === 'br'
              ? br(html, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })
              : encoding === 'gzip'
                ? gz(html)
                : Promise.resolve(html)
          ).then((body) => finish(encoding, body));
          encoded.set(encoding, p);
        }
        return p;
      },
    };
  }

  private readyPage(etag: string, encoding: Encoding, body: Buffer): ReadyPage {
    const flat = (h: Record<string, string>) => Object.entries({ ...this.headers, ...h }).flat();
    const common = { 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding', ETag: etag };
    return {
      etag,
      notModified: flat(common),
      head: flat({
        ...common,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': String(body.length),
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      }),
      body,
    };
  }
}
