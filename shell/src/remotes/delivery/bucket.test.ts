import { describe, expect, it } from 'vitest';
import { bucketOf, clientId, inCanary } from './bucket';

const ids = Array.from(
  { length: 10_000 },
  (_, i) => `${(i * 2654435761).toString(16).padStart(8, '0')}${i.toString(16).padStart(16, '0')}`,
);

describe('canary bucket', () => {
  it('is sticky: the same id and remote always give the same answer', () => {
    for (const id of ids.slice(0, 100)) expect(inCanary(id, 'mfe-signing', 10)).toBe(inCanary(id, 'mfe-signing', 10));
    const id = clientId();
    expect(clientId()).toBe(id); // kept in localStorage
    expect(localStorage.getItem('broker.delivery.client')).toBe(id);
  });

  it.each([1, 10, 20, 50, 90])('puts ~%i %% of 10,000 browsers in the canary', (percent) => {
    const share = ids.filter((id) => inCanary(id, 'mfe-cabinet-messages', percent)).length / ids.length;
    expect(Math.abs(share - percent / 100)).toBeLessThan(0.015);
  });

  it('raising the percent keeps everyone who had the canary', () => {
    const at10 = ids.filter((id) => inCanary(id, 'mfe-signing', 10));
    expect(at10.every((id) => inCanary(id, 'mfe-signing', 30))).toBe(true);
  });

  it('each remote draws its own share (not the same 10 % of users for every canary)', () => {
    const a = new Set(ids.filter((id) => inCanary(id, 'mfe-signing', 10)));
    const both = ids.filter((id) => a.has(id) && inCanary(id, 'mfe-cabinet-messages', 10)).length;
    expect(both / ids.length).toBeLessThan(0.02); // ~1 % if independent, 10 % if the same
    expect(bucketOf(ids[0]!, 'mfe-signing')).toBeGreaterThanOrEqual(0);
  });
});
