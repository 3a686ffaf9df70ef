import { loadScript } from './load-script.ts';

/**
 * amoCRM's site button, as their standard loader does it: the config object `window.amo_social_button`
 * (id, hash, locale, setMeta), the `window.amoSocialButton` call queue, then `https://gso.amocrm.ru/js/button.js`
 * in a script with id `amo_social_button_script`. Locale: 'ru' or 'en' from the page's language; amoCRM has no
 * Uzbek, so Uzbek pages get Russian.
 */
export const AMO_CRM_SRC = 'https://gso.amocrm.ru/js/button.js';

type AmoQueue = ((...args: unknown[]) => void) & { q?: unknown[][] };
interface AmoButtonConfig {
  id: string;
  hash: string;
  locale: string;
  inline: boolean;
  params?: unknown[];
  setMeta(params: unknown): void;
}

declare global {
  interface Window {
    amo_social_button?: AmoButtonConfig;
    amoSocialButton?: AmoQueue;
  }
}

export function amoLocale(lang: string): 'ru' | 'en' {
  return lang.toLowerCase().startsWith('en') ? 'en' : 'ru';
}

export function startAmoCrm(id: string, hash: string): void {
  if (window.amo_social_button) return;
  window.amo_social_button = {
    id,
    hash,
    locale: amoLocale(document.documentElement.lang || 'ru'),
    inline: false,
    setMeta(params) {
      this.params = (this.params ?? []).concat([params]);
    },
  };
  if (!window.amoSocialButton) {
    const queue: AmoQueue = (...args: unknown[]) => {
      (queue.q ??= []).push(args);
    };
    window.amoSocialButton = queue;
  }
  void loadScript(AMO_CRM_SRC, { id: 'amo_social_button_script', 'data-integration': 'amo-crm' });
}
