import { describe, expect, it } from 'vitest';
import {
  fatcaDefaults,
  fatcaRequest,
  fatcaSchema,
  FATCA_QUESTIONS,
  showsTin,
  TIN_TRIGGERS,
  type FatcaValues,
} from './fatca-schema';

const allNo: FatcaValues = {
  ...(Object.fromEntries(FATCA_QUESTIONS.map((k) => [k, false])) as Record<(typeof FATCA_QUESTIONS)[number], boolean>),
  tin_code: '',
};

function errors(v: FatcaValues): Record<string, string> {
  const r = fatcaSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('step 5 rules (onboarding §4, §5)', () => {
  it.each(TIN_TRIGGERS.map((k) => [k]))('a yes to %s shows the TIN, then it is required', (k) => {
    const v = { ...allNo, [k]: true };
    expect(showsTin(v)).toBe(true);
    expect(errors(v)).toEqual({ tin_code: 'validations.required' });
    expect(errors({ ...v, tin_code: '123456789' })).toEqual({});
  });

  it.each([['has_usa_payment_order'], ['has_usa_p_a']] as const)('a yes to %s alone does not show the TIN', (k) => {
    const v = { ...allNo, [k]: true };
    expect(showsTin(v)).toBe(false);
    expect(errors(v)).toEqual({});
  });

  it.each([
    ['letters', '12A45', 'validations.numeric'],
    ['a dash', '123-45', 'validations.numeric'],
    ['too long', '1'.repeat(33), 'validations.max|{"length":32}'],
  ])('the TIN is numeric: %s fails', (_n, tin, message) => {
    expect(errors({ ...allNo, is_usa_citizen: true, tin_code: tin })).toEqual({ tin_code: message });
    expect(errors({ ...allNo, is_usa_citizen: true, tin_code: '1'.repeat(32) })).toEqual({});
  });

  it('a hidden TIN is not checked', () => {
    expect(errors({ ...allNo, tin_code: 'abc' })).toEqual({});
  });

  it('every question needs an answer', () => {
    expect(errors({ ...allNo, has_usa_p_a: null })).toEqual({ has_usa_p_a: 'validations.required' });
  });
});

describe('step 5 data', () => {
  it('sends the TIN only while it shows', () => {
    expect(fatcaRequest({ ...allNo, tin_code: '123' }).tin_code).toBeNull();
    expect(fatcaRequest({ ...allNo, is_usa_born: true, tin_code: ' 123 ' })).toMatchObject({
      is_usa_born: true,
      tin_code: '123',
    });
  });
  it('reads saved answers', () => {
    expect(fatcaDefaults({ ...allNo, has_residence: true, tin_code: null } as never)).toMatchObject({
      has_residence: true,
      tin_code: '',
    });
  });
});
