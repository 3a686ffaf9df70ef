/**
 * Each language's messages whole. The app loads them in two parts (src/shared/i18n/i18n.ts): `<lang>.json` holds what
 * the first screen shows (the menu, header, footer, basket, common texts) and comes before the first paint;
 * `screens/<lang>.json` holds the other screens' sections and comes right after, before any of those screens draws.
 * A section lives in exactly one of the two (locales.test.ts). Tests read the whole.
 */
import eng from './eng.json';
import ru from './ru.json';
import uz from './uz.json';
import engScreens from './screens/eng.json';
import ruScreens from './screens/ru.json';
import uzScreens from './screens/uz.json';

export const FIRST_SCREEN_MESSAGES = { uz, ru, eng };
export const SCREEN_MESSAGES = { uz: uzScreens, ru: ruScreens, eng: engScreens };
export const MESSAGES = {
  uz: { ...uz, ...uzScreens },
  ru: { ...ru, ...ruScreens },
  eng: { ...eng, ...engScreens },
};
