import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DeliveryController } from './controller';
import type { RefusalReason } from './metrics';
import { RateLimiter } from './rate-limit';
import { MAX_REPORT_BYTES, parseReport } from './report-schema';

export interface EndpointOptions {
  /** the only origin reports are accepted from */
  shellOrigin: string;
  /**
   * behind an edge (nginx, a CDN) every report comes from the edge's address: the per-address limit then
   * reads the visitor's address from the edge's X-Forwarded-For (DELIVERY_TRUST_PROXY=1); never set it
   * when browsers reach the controller directly (they could claim any address)
   */
  trustProxy?: boolean;
}

/**
 * The controller's HTTP endpoint: `POST /__delivery/reports`, `GET /__delivery/status` and
 * `GET /__delivery/metrics` (Prometheus). The handler answers false when the path is not the
 * controller's. A report is answered once the store has it (204), or 503 when the store cannot be
 * written: a report is idempotent (its id), so an edge may retry it on another instance, and one
 * answered 204 is never lost. Whoever serves it (cdn-server.ts, controller-main.ts) adds nothing.
 */
export function controllerEndpoint(
  controller: DeliveryController,
  o: EndpointOptions,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const perClient = new RateLimiter(30, 2);
  const perAddress = new RateLimiter(600, 200);
  const { metrics } = controller;
  /** The visitor's address: the edge's X-Forwarded-For (its last entry: the one the edge itself added) when trusted. */
  const clientAddress = (req: IncomingMessage) => {
    const forwarded = o.trustProxy ? String(req.headers['x-forwarded-for'] ?? '') : '';
    return forwarded.split(',').at(-1)?.trim() || (req.socket.remoteAddress ?? '');
  };

  return (req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (path === '/__delivery/status' && read) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(controller.status()));
      return true;
    }
    if (path === '/__delivery/metrics' && read) {
      metrics.deciding.set(controller.deciding ? 1 : 0);
      void metrics.text().then(({ contentType, body }) => {
        res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
        res.end(body);
      });
      return true;
    }
    if (path !== '/__delivery/reports') return false;
    const answer = (status: number, text = '') => (
      res.writeHead(status, { 'Cache-Control': 'no-store' }),
      res.end(text)
    );
    const refuse = (status: number, reason: RefusalReason, text = '') => {
      metrics.refused.inc({ reason });
      answer(status, text);
    };
    // browsers always send Origin on a cross-origin POST; anything else is not the shell
    const refusal =
      req.method !== 'POST'
        ? ([405, 'method', ''] as const)
        : req.headers.origin !== o.shellOrigin
          ? ([403, 'origin', 'origin not allowed'] as const)
          : Number(req.headers['content-length'] ?? 0) > MAX_REPORT_BYTES
            ? ([413, 'too-large', 'report too large'] as const)
            : !perAddress.allow(clientAddress(req))
              ? ([429, 'rate-address', 'too many reports'] as const)
              : null;
    if (refusal) {
      refuse(refusal[0], refusal[1], refusal[2]);
      return true;
    }
    let body = '';
    let size = 0;
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      size += Buffer.byteLength(chunk);
      if (size <= MAX_REPORT_BYTES) body += chunk;
      else if (!res.headersSent) refuse(413, 'too-large', 'report too large');
    });
    req.on('end', () => {
      if (res.headersSent) return;
      const parsed = parseReport(body);
      if (!parsed.ok) refuse(parsed.status, 'invalid', parsed.error);
      else if (!perClient.allow(parsed.report.client)) refuse(429, 'rate-client', 'too many reports');
      else {
        metrics.accepted.inc();
        // counted, then answered; the deciding instance evaluates on its next look (tickMs): reading the
        // counts once per report would make every report pay for all the others
        controller.count(parsed.report).then(
          () => answer(204),
          (err: unknown) => {
            console.error('[controller] report not stored:', err instanceof Error ? err.message : err);
            refuse(503, 'store', 'state store unavailable');
          },
        );
      }
    });
    return true;
  };
}
