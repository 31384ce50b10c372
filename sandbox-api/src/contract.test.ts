// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, maintenanceBodySchema, socketMessageSchema } from '@broker/shared/contracts';
import { harness, type Harness } from './testing/harness';
import { runRow, tokenFor, type Ctx, type Row } from './testing/contract-table';
import { accountRows } from './testing/contract-rows-onboarding';
import { profileRows } from './testing/contract-rows-profile';
import { cabinetRows } from './testing/contract-rows-cabinet';

/**
 * The contract test: every sandbox route is called and its response parsed with the shared schema
 * the client uses. The parse must succeed AND lose nothing (no field the schema does not know), so a
 * drift on either side fails here.
 */
let h: Harness;
let c: Ctx;
beforeAll(async () => {
  h = await harness();
  c = { h, v: {}, code: (to) => h.latestCode(to) };
});
afterAll(() => h.close());

const rows: Row[] = [...accountRows, ...profileRows, ...cabinetRows];

describe('every response validates against the shared contract', () => {
  it.each(rows.map((r) => [r.name, r] as const))('%s', async (_name, row) => {
    const res = await runRow(c, row);
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(row.status ?? 200);
    if ('file' in row.schema) {
      expect(res.contentType).toBe(row.schema.file);
      expect((res.body as Buffer).length).toBeGreaterThan(0);
    } else {
      const parsed = row.schema.safeParse(res.body);
      expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues).slice(0, 600)).toBe(true);
      expect(parsed.data, 'the sandbox sent fields the contract does not declare').toEqual(res.body);
    }
    row.then?.(c, res.body);
  });

  it('503 bodies carry the maintenance texts', async () => {
    await h.call('POST', '/__sandbox/maintenance', { body: { on: true } });
    const r = await h.call('GET', `/api/${API_PATHS.settings}`);
    await h.call('POST', '/__sandbox/maintenance', { body: { on: false } });
    expect(r.status).toBe(503);
    expect(maintenanceBodySchema.strict().safeParse(r.body).success).toBe(false); // has `detail` too
    expect(maintenanceBodySchema.parse(r.body).TECH_WORKS_BACKEND_TEXT_UA).toBeTruthy();
  });

  it('websocket messages validate', async () => {
    const t = await tokenFor(h, 'cabinet@sandbox.test');
    const ws = await h.app.injectWS(`/api/${API_PATHS.wsMessages}?token=${t}&scope=onboarding`);
    const got: unknown[] = [];
    const three = new Promise<void>((resolve) =>
      ws.on('message', (m: Buffer) => got.push(JSON.parse(m.toString())) === 3 && resolve()),
    );
    for (const data of ['messages', 'accounts', 'docs'])
      await h.call('POST', '/__sandbox/push', { body: { email: 'cabinet@sandbox.test', data } });
    await three;
    ws.terminate();
    expect(got.map((m) => socketMessageSchema.parse(m).data)).toEqual(['messages', 'accounts', 'docs']);
  });

  it('covers every route of both bases', () => {
    const backend = h.routes.filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/sso/'));
    const missed = backend.filter((r) => !h.state.stats.routes[`${r.method} ${r.url}`]);
    expect(backend.length).toBeGreaterThan(90);
    expect(missed).toEqual([]);
  });
});
