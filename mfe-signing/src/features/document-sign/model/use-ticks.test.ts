import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { DocToSign } from '@broker/shared/contracts';
import { isTicked, useTicks } from './use-ticks';

const doc = (uuid: string, signed: boolean): DocToSign => ({
  uuid,
  name: `${uuid}.pdf`,
  title: { uk: uuid, en: uuid },
  signed,
  link: `/docs/${uuid}`,
});

afterEach(() => sessionStorage.clear());

// issue 24 item 3: non-residents' documents start pre-ticked whatever `signed` the server sends
describe('isTicked (onboarding §4 document signing)', () => {
  it.each([
    ['non-resident, server unsigned', false, {}, true, true],
    ['non-resident, server signed', true, {}, true, true],
    ['non-resident, the user un-ticked it', false, { a: false }, true, false],
    ['resident, server unsigned', false, {}, false, false],
    ['resident, server signed', true, {}, false, true],
    ['resident, the user ticked it', false, { a: true }, false, true],
  ] as const)('%s', (_label, signed, overrides, preTicked, expected) => {
    expect(isTicked(doc('a', signed), overrides, preTicked)).toBe(expected);
  });
});

describe('useTicks', () => {
  const docs = [doc('a', false), doc('b', false)];

  it('pre-ticks every document for non-residents; an un-tick is kept in session storage', () => {
    const { result, rerender } = renderHook(() => useTicks(docs, { preTicked: true }));
    expect([...result.current.ticked]).toEqual(['a', 'b']);
    act(() => result.current.toggle('a'));
    rerender();
    expect([...result.current.ticked]).toEqual(['b']);
    const again = renderHook(() => useTicks(docs, { preTicked: true }));
    expect([...again.result.current.ticked]).toEqual(['b']);
  });

  it('starts from the server for residents', () => {
    const { result } = renderHook(() => useTicks([doc('a', true), doc('b', false)], { preTicked: false }));
    expect([...result.current.ticked]).toEqual(['a']);
  });
});
