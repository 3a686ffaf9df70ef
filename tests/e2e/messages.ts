/**
 * The storefront's messages in each language, read from `locales/` as the build reads them (the first-screen part and
 * the other screens' part merged), so specs check the visitor's own words rather than copies of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MESSAGES as Messages } from '../../locales/all.ts';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const read = (file: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(locales, file), 'utf8')) as Record<string, unknown>;

export type Language = keyof typeof Messages;
export const LANGUAGES: readonly Language[] = ['eng', 'ru', 'uz'];

export const MESSAGES = Object.fromEntries(
  LANGUAGES.map((language) => [language, { ...read(`${language}.json`), ...read(`screens/${language}.json`) }]),
) as unknown as typeof Messages;
