/**
 * The bench's "one shared pipe" (issue 29 item 3): an HTTP proxy the bench's Chromium sends every
 * request through (`--proxy-server`, loopback included), so all connections of a page share ONE
 * downlink, ONE uplink and the round-trip time, as on a phone's radio. DevTools throttling instead
 * gives each request its own 1.6 Mbit/s, which hides what 24 preloads competing with a stylesheet
 * cost; Lighthouse's simulation models the shared link, and so does this.
 *
 * - bandwidth: every byte down (response headers + body) takes tokens from one bucket, every byte up
 *   (request headers + body) from another (token-bucket.ts), slice by slice, so transfers interleave;
 * - latency: each request waits one round trip before it reaches the server (request out, first byte
 *   back), and each new connection from the browser one more (the TCP handshake);
 * - WebSockets (Chromium tunnels them with CONNECT through an HTTP proxy) are throttled the same way.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { TokenBucket, transfer } from './token-bucket';

export interface PipeOptions {
  downKbit: number;
  upKbit: number;
  rttMs: number;
}

export interface Pipe {
  port: number;
  /** the Chromium flags that send every request, loopback included, through the pipe */
  chromiumArgs: string[];
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A stream stage that lets bytes through only as fast as `bucket` allows. */
function throttle(bucket: TokenBucket): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      transfer(bucket, chunk, (slice) => this.push(slice)).then(() => done(), done);
    },
  });
}

/** Bytes the header block of a message takes on the wire (start line, `name: value\r\n` each, blank line). */
function headerBytes(startLine: string, raw: string[]): number {
  let n = startLine.length + 4;
  for (let i = 0; i + 1 < raw.length; i += 2) n += raw[i]!.length + raw[i + 1]!.length + 4;
  return n;
}

export async function startPipe(opts: PipeOptions, port = 0, host = '127.0.0.1'): Promise<Pipe> {
  const down = new TokenBucket((opts.downKbit * 1000) / 8);
  const up = new TokenBucket((opts.upKbit * 1000) / 8);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  /** a browser connection's first request (or tunnel) pays the handshake's round trip once */
  const handshakes = new WeakMap<Socket, Promise<void>>();
  const handshake = (s: Socket) => {
    let p = handshakes.get(s);
    if (!p) handshakes.set(s, (p = sleep(opts.rttMs)));
    return p;
  };

  async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = new URL(req.url ?? '/');
    if (target.protocol !== 'http:') {
      res.writeHead(400).end('pipe: plain http only');
      return;
    }
    await handshake(req.socket);
    await up.take(headerBytes(`${req.method} ${target.pathname}${target.search} HTTP/1.1`, req.rawHeaders));
    await sleep(opts.rttMs);
    const headers = { ...req.headers };
    delete headers['proxy-connection'];
    const upstream = http.request({
      agent,
      host: target.hostname,
      port: target.port || 80,
      method: req.method,
      path: target.pathname + target.search,
      headers,
    });
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      upstream.once('response', resolve);
      upstream.on('error', reject); // also after the answer: a reset then ends the pipelines below
    });
    res.once('close', () => upstream.destroy());
    // the browser may give up on a request at any moment (a page closed mid-load): not an error of the pipe
    const sent = pipeline(req, throttle(up), upstream);
    sent.catch(() => undefined);
    const ures = await answered;
    await down.take(headerBytes(`HTTP/1.1 ${ures.statusCode} ${ures.statusMessage}`, ures.rawHeaders));
    res.writeHead(ures.statusCode ?? 502, ures.statusMessage, ures.rawHeaders);
    await Promise.all([sent, pipeline(ures, throttle(down), res)]);
  }

  const server = http.createServer((req, res) => {
    forward(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
  });
  // WebSockets through an HTTP proxy: a CONNECT tunnel, throttled both ways like everything else
  const tunnels = new Set<Socket>();
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const [host, portText] = (req.url ?? '').split(':');
    const remote = net.connect(Number(portText), host);
    for (const s of [client, remote]) {
      tunnels.add(s);
      s.once('close', () => tunnels.delete(s));
    }
    const fail = () => {
      client.destroy();
      remote.destroy();
    };
    remote.once('error', fail);
    client.once('error', fail);
    remote.once('connect', () => {
      void sleep(opts.rttMs).then(() => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length) remote.write(head);
        pipeline(client, throttle(up), remote).catch(fail);
        pipeline(remote, throttle(down), client).catch(fail);
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as net.AddressInfo).port;
  return {
    port: bound,
    // Chromium sends loopback addresses around a proxy unless told `<-loopback>`
    chromiumArgs: [`--proxy-server=http://${host}:${bound}`, '--proxy-bypass-list=<-loopback>'],
    close: async () => {
      server.closeAllConnections();
      for (const s of tunnels) s.destroy();
      agent.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
