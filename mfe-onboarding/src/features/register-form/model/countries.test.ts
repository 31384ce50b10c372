import { describe, expect, it } from 'vitest';
import { localizeCountries } from './countries';

const uk = [
  { id: 'PL', name: 'Польща' },
  { id: 'UA', name: 'Україна' },
  { id: 'US', name: 'США' },
];
const en = [
  { id: 'PL', name: 'Poland' },
  { id: 'UA', name: 'Ukraine' },
  { id: 'US', name: 'United States' },
];
const mixed = [
  { id: 'DE', name: 'Germany' },
  { id: 'UA', name: 'Україна' },
  { id: 'GB', name: 'Велика Британія' },
];

/** issue 24 item 3: the front end applies the rule itself, whatever language the server answered in. */
describe('localizeCountries (onboarding §2 step 0, §9)', () => {
  it.each([
    ['resident, server in uk', uk, true, ['Україна', 'Польща', 'США']],
    ['resident, server in en', en, true, ['Україна', 'Польща', 'Сполучені Штати']],
    ['resident, server mixed', mixed, true, ['Україна', 'Німеччина', 'Велика Британія']],
    ['non-resident, server in en', en, false, ['Poland', 'Ukraine', 'United States']],
    ['non-resident, server in uk', uk, false, ['Poland', 'Ukraine', 'United States']],
    ['non-resident, server mixed', mixed, false, ['Germany', 'Ukraine', 'United Kingdom']],
    ['a code the browser does not know keeps the server name', [{ id: 'QQ', name: 'Країна Q' }], false, ['Країна Q']],
  ])('%s', (_label, countries, isResident, names) => {
    expect(localizeCountries(countries, isResident).map((c) => c.name)).toEqual(names);
  });

  it('keeps the ids and the server order (Ukraine moved first only for residents)', () => {
    expect(localizeCountries(en, true).map((c) => c.id)).toEqual(['UA', 'PL', 'US']);
    expect(localizeCountries(uk, false).map((c) => c.id)).toEqual(['PL', 'UA', 'US']);
  });
});
