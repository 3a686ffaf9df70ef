import { atomWithQuery } from 'jotai-tanstack-query';
import { bannersQuery, storiesQuery } from '@/entities/content/content.api.ts';
import { merchantIdAtom, settingsAtom } from '@/entities/merchant/merchant.atoms.ts';

/** The home page's stories, asked for only when the merchant turns them on. */
export const storiesAtom = atomWithQuery((get) => storiesQuery(get(merchantIdAtom), get(settingsAtom).storiesActive));

/** The home page's banners, asked for only when the merchant turns them on. */
export const bannersAtom = atomWithQuery((get) => bannersQuery(get(merchantIdAtom), get(settingsAtom).bannersActive));
