import { deliveryReportSchema, MAX_REPORT_BYTES, type DeliveryReport } from '@broker/shared/contracts';

export { MAX_REPORT_BYTES };

/** Parses a request body: the report, or why it was refused (the endpoint answers 400 / 413). */
export function parseReport(
  body: string,
): { ok: true; report: DeliveryReport } | { ok: false; status: 400 | 413; error: string } {
  if (Buffer.byteLength(body) > MAX_REPORT_BYTES) return { ok: false, status: 413, error: 'report too large' };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, status: 400, error: 'not JSON' };
  }
  const parsed = deliveryReportSchema.safeParse(json);
  return parsed.success
    ? { ok: true, report: parsed.data }
    : { ok: false, status: 400, error: 'not a delivery report' };
}
