import { describe, expect, it } from 'vitest';
import { formatIban, ibanCountry, ibanSchema, isValidIban, normalizeIban, type IbanVariant } from './iban';

/** The example IBANs of the ISO 13616 registry (SWIFT's IBAN registry) of 81 countries: real, valid ones. */
const REGISTRY_EXAMPLES = [
  'AL47212110090000000235698741',
  'AD1200012030200359100100',
  'AT611904300234573201',
  'AZ21NABZ00000000137010001944',
  'BH67BMAG00001299123456',
  'BE68539007547034',
  'BA391290079401028494',
  'BG80BNBG96611020345678',
  'BR1800360305000010009795493C1',
  'BY13NBRB3600900000002Z00AB00',
  'CH9300762011623852957',
  'CR05015202001026284066',
  'CY17002001280000001200527600',
  'CZ6508000000192000145399',
  'DE89370400440532013000',
  'DK5000400440116243',
  'DO28BAGR00000001212453611324',
  'EE382200221020145685',
  'EG380019000500000000263180002',
  'ES9121000418450200051332',
  'FI2112345600000785',
  'FO6264600001631634',
  'FR1420041010050500013M02606',
  'GB29NWBK60161331926819',
  'GB82WEST12345698765432',
  'GE29NB0000000101904917',
  'GI75NWBK000000007099453',
  'GL8964710001000206',
  'GR1601101250000000012300695',
  'GT82TRAJ01020000001210029690',
  'HR1210010051863000160',
  'HU42117730161111101800000000',
  'IE29AIBK93115212345678',
  'IL620108000000099999999',
  'IQ98NBIQ850123456789012',
  'IS140159260076545510730339',
  'IT60X0542811101000000123456',
  'JO94CBJO0010000000000131000302',
  'KW81CBKU0000000000001234560101',
  'KZ86125KZT5004100100',
  'LB62099900000001001901229114',
  'LC55HEMM000100010012001200023015',
  'LI21088100002324013AA',
  'LT121000011101001000',
  'LU280019400644750000',
  'LV80BANK0000435195001',
  'MC5811222000010123456789030',
  'MD24AG000225100013104168',
  'ME25505000012345678951',
  'MK07250120000058984',
  'MR1300020001010000123456753',
  'MT84MALT011000012345MTLCAST001S',
  'MU17BOMM0101101030300200000MUR',
  'NL91ABNA0417164300',
  'NO9386011117947',
  'PK36SCBL0000001123456702',
  'PL61109010140000071219812874',
  'PS92PALS000000000400123456702',
  'PT50000201231234567890154',
  'QA58DOHB00001234567890ABCDEFG',
  'RO49AAAA1B31007593840000',
  'RS35260005601001611379',
  'SA0380000000608010167519',
  'SC18SSCB11010000000000001497USD',
  'SE4550000000058398257466',
  'SI56263300012039086',
  'SK3112000000198742637541',
  'SM86U0322509800000000270100',
  'ST68000100010051845310112',
  'SV62CENR00000000000000700025',
  'TL380080012345678910157',
  'TN5910006035183598478831',
  'TR330006100519786457841326',
  'UA213223130000026007233566001',
  'VA59001123000012345678',
  'VG96VPVG0000012345678901',
  'XK051212012345678906',
  'AE070331234567890123456',
  'LY83002048000020100120361',
  'SD2129010501234001',
];

const firstError = (variant: IbanVariant, value: string) => {
  const r = ibanSchema(variant).safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
};
/** `value` with its check digits (places 3–4) changed: the mod-97 check must fail. */
const wrongCheck = (v: string) =>
  v.slice(0, 2) + String((Number(v.slice(2, 4)) + 1) % 100).padStart(2, '0') + v.slice(4);

describe('IBAN by country (issue 28 item 4: ISO 13616 length and format, mod-97)', () => {
  it.each(REGISTRY_EXAMPLES)(
    '%s: valid for a non-resident; one character more, one less, other check digits: not',
    (iban) => {
      expect(isValidIban(iban)).toBe(true);
      expect(ibanCountry(iban.slice(0, 2))?.chars).toBe(iban.length);
      expect(firstError('nonresident', iban)).toBeNull();
      expect(firstError('nonresident', iban + '0')).toBe('validations.neres_iban');
      expect(firstError('nonresident', iban.slice(0, -1))).toBe('validations.neres_iban');
      expect(firstError('nonresident', wrongCheck(iban))).toBe('validations.neres_iban');
      // the mask keeps a valid IBAN as it is, typed in groups and lower case too
      expect(normalizeIban(formatIban(iban).toLowerCase())).toBe(iban);
    },
  );

  it.each<[string, IbanVariant, string, string | null]>([
    ['a Ukrainian IBAN, resident', 'resident', 'UA213223130000026007233566001', null],
    ['another Ukrainian IBAN, resident', 'resident', 'UA903052992990004149123456789', null],
    ['a German IBAN (digits only), resident', 'resident', 'DE89370400440532013000', null],
    ['letters after the code: not the residents’ format', 'resident', 'GB29NWBK60161331926819', 'validations.iban'],
    ['a Ukrainian IBAN with a wrong check', 'resident', 'UA223223130000026007233566001', 'validations.iban'],
    ['two letters and 13 digits but no such IBAN', 'resident', 'UA1111111111111', 'validations.iban'],
    ['a Ukrainian IBAN one digit short', 'resident', 'UA21322313000002600723356600', 'validations.iban'],
    ['a country without IBANs', 'nonresident', 'US64SVBKUS6S3300958879', 'validations.neres_iban'],
    ['no country code', 'nonresident', '1234567890123456', 'validations.neres_iban'],
    ['a letter where Germany has digits', 'nonresident', 'DE89370400440532013A00', 'validations.neres_iban'],
    ['a digit where the Netherlands have letters', 'nonresident', 'NL91ABN10417164300', 'validations.neres_iban'],
    ['empty', 'nonresident', '', 'validations.required'],
    ['empty', 'resident', '', 'validations.required'],
  ])('%s (%s): %s → %s', (_name, variant, value, expected) => expect(firstError(variant, value)).toBe(expected));

  it('every country of the registry is known with its length (97, from 15 to 34 characters)', () => {
    const codes = [...new Set(REGISTRY_EXAMPLES.map((i) => i.slice(0, 2)))];
    expect(codes).toHaveLength(REGISTRY_EXAMPLES.length - 1); // GB twice
    for (const code of codes) expect(ibanCountry(code)).toBeDefined();
    expect(ibanCountry('NO')?.chars).toBe(15);
    expect(ibanCountry('RU')?.chars).toBe(33);
    expect(ibanCountry('US')).toBeUndefined();
  });
});

describe("the IBAN mask: letters kept where the country's format has them", () => {
  it.each([
    ['gb82 west 1234 5698 7654 32', 'GB82WEST12345698765432'],
    ['NL91-ABNA-0417-1643-00', 'NL91ABNA0417164300'],
    ['mt84malt011000012345mtlcast001s', 'MT84MALT011000012345MTLCAST001S'],
    ['de89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['DE89 37x04', 'DE893704'], // Germany has no letters: dropped
    ['DE89370400440532013000999', 'DE89370400440532013000'], // cut at Germany's 22
    ['ua21 3223 1300 0002 6007 2335 6600 1', 'UA213223130000026007233566001'],
    ['1A', 'A'], // the country code is letters
    ['XX12AB', 'XX12AB'], // a code not known yet: letters and digits kept
    ['XX' + '1'.repeat(40), 'XX' + '1'.repeat(32)], // at most 34
  ])('%j → %j', (raw, out) => expect(normalizeIban(raw)).toBe(out));
});
