/**
 * The person's phone inside Telegram (Mini Apps 6.9+): `web_app_request_phone` shows Telegram's own "share your
 * phone number" prompt and answers `phone_requested` (`sent` or `cancelled`); the contact itself, signed by Telegram
 * for the bot, is then fetched with the custom method `getRequestedContact` (`custom_method_invoked`), retried with a
 * growing pause until Telegram has it, as Telegram's own web-app script does. The raw string goes to the API as it is.
 *
 * Built from the SDK's `requestPhoneAccess` and `invokeCustomMethod` rather than its `requestContact`: that one first
 * fetches the contact before asking and rejects outright on an empty answer (it rethrows the parse error), whereas
 * Telegram's own script treats an empty answer as "not there yet"; a client that answers so would never show the prompt.
 */
import { invokeCustomMethod, requestPhoneAccess } from '@telegram-apps/sdk-react';

/** The whole exchange: the prompt, then the contact. A client that never answers cannot keep the button waiting. */
export const CONTACT_TIME_LIMIT_MS = 30_000;
/** One `getRequestedContact` call. */
const FETCH_TIME_LIMIT_MS = 5_000;

let asking: Promise<string | null> | null = null;

/** Telegram answers an empty result (or an error) until the shared contact reaches it. */
async function fetchContact(): Promise<string | null> {
  try {
    const result = await invokeCustomMethod('getRequestedContact', {}, { timeout: FETCH_TIME_LIMIT_MS });
    return typeof result === 'string' && new URLSearchParams(result).has('contact') ? result : null;
  } catch {
    return null;
  }
}

async function ask(stopped: () => boolean): Promise<string | null> {
  if (!requestPhoneAccess.isAvailable()) return null;
  const status = await requestPhoneAccess({ timeout: CONTACT_TIME_LIMIT_MS });
  if (status !== 'sent') return null;
  for (let pause = 50; !stopped(); pause += 50) {
    const contact = await fetchContact();
    if (contact) return contact;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
  return null;
}

/** Asks for the phone (on a gesture); the signed contact, or null when refused, unsupported or not answered in time. */
export function telegramContact(): Promise<string | null> {
  asking ??= new Promise<string | null>((resolve) => {
    let stopped = false;
    const timer = setTimeout(() => {
      stopped = true;
      resolve(null);
    }, CONTACT_TIME_LIMIT_MS);
    ask(() => stopped)
      .catch(() => null)
      .then((contact) => {
        clearTimeout(timer);
        resolve(contact);
      });
  }).finally(() => (asking = null));
  return asking;
}
