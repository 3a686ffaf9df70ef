import { call } from '@/shared/api/client.ts';
import { OkSchema } from '@/shared/contract/common.ts';
import { endpoints } from '@/shared/contract/endpoints.ts';
import { AuthResponseSchema, SendCodeResponseSchema, UserSchema, type ProfileUpdate } from '@/shared/contract/user.ts';

/** Asks for an SMS code: sign-in as a guest, phone change when signed in. */
export const requestCode = (phone: string) =>
  call(endpoints.sendCode, { schema: SendCodeResponseSchema, body: { phone, type: 'WEB' } });

export const verifyCode = (phone: string, code: string) =>
  call(endpoints.verifyCode, { schema: AuthResponseSchema, body: { phone, code, type: 'WEB' } });

/** Mini-app sign-in: the raw initData string goes as it is. */
export const signInWithInitData = (initData: string) =>
  call(endpoints.botAuth, { schema: AuthResponseSchema, body: { initData } });

/** Mini-app: the phone Telegram shared, as the signed contact string the client gave (see Platform.requestContact). */
export const shareTelegramContact = (contact: string) =>
  call(endpoints.botContact, { schema: AuthResponseSchema, body: { contact } });

export const fetchMe = (signal?: AbortSignal) => call(endpoints.me, { schema: UserSchema, signal });

export const logoutRequest = (variant: 'web' | 'bot') =>
  call(variant === 'bot' ? endpoints.botLogout : endpoints.logout, { schema: OkSchema });

export const updateProfile = (profile: ProfileUpdate) =>
  call(endpoints.profileUpdate, { schema: UserSchema, body: profile });

export const deleteAccountRequest = () => call(endpoints.deleteAccount, { schema: OkSchema });
