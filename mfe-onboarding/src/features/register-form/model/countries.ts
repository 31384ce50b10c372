import { ukraineFirst } from '../steps/0-citizenship/citizenship-schema';

interface Country {
  id: string;
  name: string;
}

const CYRILLIC = /[\u0400-\u04ff]/;

function regionNames(lang: 'uk' | 'en'): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
  } catch {
    return null; // an engine without region names: the server's names stay
  }
}
const NAMES = { uk: regionNames('uk'), en: regionNames('en') };

/**
 * onboarding §2 step 0, §9: residents see the countries in Ukrainian with Ukraine first, everyone
 * else in English — whatever language the server answered in. A name already in the right script is
 * the server's own (it may say "США"); one in the other script is named from its code by the
 * browser's CLDR data (Intl.DisplayNames), and kept when the code is unknown there. The server's order
 * stays, except that Ukraine comes first for residents.
 */
export function localizeCountries<C extends Country>(countries: readonly C[], isResident: boolean): C[] {
  const lang = isResident ? 'uk' : 'en';
  const rightScript = (name: string) => CYRILLIC.test(name) === isResident;
  const named = countries.map((c) => (rightScript(c.name) ? c : { ...c, name: NAMES[lang]?.of(c.id) ?? c.name }));
  return isResident ? ukraineFirst(named) : named;
}
