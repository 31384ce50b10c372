// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { MAX_SESSIONS_PER_USER, TokenStore } from './tokens';

const MIN = 60_000;
const store = (clock = new ManualClock()) => ({
  clock,
  tokens: new TokenStore(clock, () => ({ accessMs: 15 * MIN, refreshMs: 240 * MIN })),
});

describe('token store: spent and expired tokens are evicted, memory stays flat', () => {
  it('10,000 logins of one user keep at most the session cap', () => {
    const { tokens } = store();
    let last = tokens.issue('a@b.test', 'onboarding');
    for (let i = 0; i < 10_000; i++) last = tokens.issue('a@b.test', 'onboarding');
    expect(tokens.counts()).toEqual({
      sessions: MAX_SESSIONS_PER_USER,
      access: MAX_SESSIONS_PER_USER,
      refresh: MAX_SESSIONS_PER_USER,
    });
    expect(tokens.verifyAccess(last.access)).not.toBeNull(); // the newest sessions stay signed in
  });

  it('10,000 logins, each refreshed, over 65 users: bounded by users × cap, whatever the number of logins', () => {
    const { tokens } = store();
    const run = (n: number) => {
      for (let i = 0; i < n; i++) tokens.rotate(tokens.issue(`u${i % 65}@b.test`, 'onboarding').refresh);
      return tokens.counts();
    };
    const after10k = run(10_000);
    const after20k = run(10_000);
    expect(after10k.sessions).toBeLessThanOrEqual(65 * MAX_SESSIONS_PER_USER);
    expect(after20k).toEqual(after10k);
  });

  it('a spent refresh token is gone at once (a second use is still refused)', () => {
    const { tokens } = store();
    const first = tokens.issue('a@b.test', 'onboarding');
    const second = tokens.rotate(first.refresh)!;
    expect(tokens.rotate(first.refresh)).toBeNull();
    expect(tokens.counts().refresh).toBe(1);
    // the session's access tokens: the newest pair and the one before it (in-flight calls), no more
    let pair = second;
    for (let i = 0; i < 100; i++) pair = tokens.rotate(pair.refresh)!;
    expect(tokens.counts()).toEqual({ sessions: 1, access: 2, refresh: 1 });
    expect(tokens.verifyAccess(pair.access)).not.toBeNull();
  });

  it('expired access and refresh tokens are swept (sessions whose refresh expired disappear)', () => {
    const { clock, tokens } = store();
    for (let i = 0; i < 50; i++) tokens.issue(`u${i}@b.test`, 'onboarding');
    clock.advance(16 * MIN);
    tokens.sweep();
    expect(tokens.counts()).toEqual({ sessions: 50, access: 0, refresh: 50 });
    clock.advance(240 * MIN);
    tokens.issue('late@b.test', 'onboarding'); // issuing sweeps by itself once the interval passed
    expect(tokens.counts()).toEqual({ sessions: 1, access: 1, refresh: 1 });
  });

  it('expire-tokens (back office) still makes the next call refresh, and the refresh works', () => {
    const { tokens } = store();
    const pair = tokens.issue('a@b.test', 'onboarding');
    expect(tokens.expireAccess('a@b.test')).toBe(1);
    expect(tokens.verifyAccess(pair.access)).toBeNull();
    const next = tokens.rotate(pair.refresh)!;
    expect(tokens.verifyAccess(next.access)).toMatchObject({ email: 'a@b.test' });
  });

  it('revoking a user drops all of their sessions', () => {
    const { tokens } = store();
    const a = tokens.issue('a@b.test', 'onboarding');
    tokens.issue('b@b.test', 'onboarding');
    tokens.revokeUser('a@b.test');
    expect(tokens.verifyAccess(a.access)).toBeNull();
    expect(tokens.rotate(a.refresh)).toBeNull();
    expect(tokens.counts()).toEqual({ sessions: 1, access: 1, refresh: 1 });
  });
});
