import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { merchantIdAtom } from '@/shared/api/scope.atoms.ts';
import { DEFAULT_WEB_SETTINGS, type WebSettings } from '@/shared/contract/merchant.ts';
import { webSettingsQuery } from './merchant.api.ts';

/** The merchant of this page: it lives with the API client, whose scope it is (`shared/api/scope.atoms.ts`). */
export { merchantIdAtom };

const settingsQueryAtom = atomWithQuery((get) => webSettingsQuery(get(merchantIdAtom)));

/** Settings in effect: the defaults until (or unless) the merchant's own arrive. */
export const settingsAtom = atom<WebSettings>((get) => get(settingsQueryAtom).data ?? DEFAULT_WEB_SETTINGS);
export const settingsLoadedAtom = atom<boolean>((get) => !get(settingsQueryAtom).isPending);
