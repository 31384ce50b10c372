/**
 * What one page did on the wire, from Chromium's DevTools protocol: every request with its type, bytes
 * transferred (compressed, headers included), content encoding and start/end on the page's clock
 * (ms since navigation start, the clock LCP and long tasks use).
 */
import type { CDPSession } from '@playwright/test';

export interface NetRequest {
  url: string;
  type: string;
  start: number;
  end: number | null;
  bytes: number;
  encoding: string;
  status: number;
  failed: boolean;
  /** answered by the browser's cache (disk, memory or prefetch cache): no trip to a server */
  cached: boolean;
}

/** Types that can hold up the first screen; images, fonts, favicons and pings cannot here. */
const CRITICAL = new Set(['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR', 'Preflight']);

interface Raw extends NetRequest {
  mono: number;
  endMono: number | null;
}

export class NetworkLog {
  private readonly byId = new Map<string, Raw>();
  /** wall clock (s) minus monotonic clock (s) of the protocol's timestamps */
  private offset = 0;
  /** the page's performance.timeOrigin (epoch ms), set once it is known */
  timeOrigin = 0;

  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.redirectResponse) return; // the same id continues with the redirect target
      this.offset = e.wallTime - e.timestamp;
      this.byId.set(e.requestId, {
        url: e.request.url,
        type: e.type ?? 'Other',
        mono: e.timestamp,
        endMono: null,
        start: 0,
        end: null,
        bytes: 0,
        encoding: '',
        status: 0,
        failed: false,
        cached: false,
      });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = this.byId.get(e.requestId);
      if (!r) return;
      r.status = e.response.status;
      r.type = e.type ?? r.type;
      const headers = Object.fromEntries(
        Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
      );
      r.encoding = headers['content-encoding'] ?? '';
      r.cached ||= Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache);
    });
    cdp.on('Network.requestServedFromCache', (e) => {
      const r = this.byId.get(e.requestId);
      if (r) r.cached = true;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = this.byId.get(e.requestId);
      if (!r) return;
      r.bytes = e.encodedDataLength;
      r.endMono = e.timestamp;
    });
    cdp.on('Network.loadingFailed', (e) => {
      const r = this.byId.get(e.requestId);
      if (!r) return;
      r.failed = true;
      r.endMono = e.timestamp;
    });
  }

  private toPage(mono: number): number {
    return (mono + this.offset) * 1000 - this.timeOrigin;
  }

  /** Requests so far, on the page clock (timeOrigin must be set first). */
  requests(): NetRequest[] {
    return [...this.byId.values()].map(({ mono, endMono, ...r }) => ({
      ...r,
      start: this.toPage(mono),
      end: endMono === null ? null : this.toPage(endMono),
    }));
  }

  inFlight(): number {
    return [...this.byId.values()].filter(
      (r) => r.endMono === null && r.type !== 'EventSource' && r.type !== 'WebSocket',
    ).length;
  }
}

export interface Chain {
  depth: number;
  path: string[];
}

/**
 * Sequential round trips in [from, until]: the longest chain of requests each sent after the previous
 * one's response had fully arrived (requests of the critical types that finished before `until`).
 * The HTML itself is not counted: a page load with only `<script>` tags has 1, the shell's scripts
 * then config then registry then manifest then entry then chunks has 6 or more. A response from the
 * browser's cache (a file prefetched earlier, an immutable file asked for again) is no round trip.
 */
export function roundTrips(reqs: NetRequest[], from: number, until: number): Chain {
  const crit = reqs
    .filter(
      (r) =>
        CRITICAL.has(r.type) &&
        r.type !== 'Document' &&
        !r.failed &&
        !r.cached &&
        r.end !== null &&
        r.start >= from &&
        r.end <= until,
    )
    .sort((a, b) => a.start - b.start);
  const chains: Chain[] = [];
  crit.forEach((r, i) => {
    let best: Chain = { depth: 0, path: [] };
    for (let j = 0; j < i; j++) {
      const q = crit[j]!;
      if (q.end! <= r.start && chains[j]!.depth > best.depth) best = chains[j]!;
    }
    chains.push({ depth: best.depth + 1, path: [...best.path, r.url] });
  });
  return chains.reduce<Chain>((a, c) => (c.depth > a.depth ? c : a), { depth: 0, path: [] });
}
