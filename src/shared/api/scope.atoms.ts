import { atom } from 'jotai';
import type { User } from '@/shared/contract/user.ts';

// Whose data the API is asked for. The client sends both with every call (through `configureApiSession`) and every
// query atom reads them for its key, so no component passes them around.

/** The merchant of this page, resolved once at boot (`main.tsx`). */
export const merchantIdAtom = atom<string | null>(null);

export interface Session {
  token: string | null;
  user: User | null;
}

/** The signed-in session, or a guest's; `entities/session` keeps it (sign-in, refresh, logout, storage). */
export const sessionAtom = atom<Session>({ token: null, user: null });

/** The signed-in user's id, the key of their own data; null for a guest. */
export const userIdAtom = atom((get) => get(sessionAtom).user?.id ?? null);

/**
 * Whether a customer is signed in. Queries of their own things read this, not the session: a refreshed user (name,
 * cashback) then changes nothing they depend on, and nothing is asked again.
 */
export const isSignedInAtom = atom((get) => get(sessionAtom).token !== null);
