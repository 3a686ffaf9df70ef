import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { settingsAtom, settingsLoadedAtom } from '@/entities/merchant/merchant.atoms.ts';
import { startAmoCrm } from './amo-crm.ts';
import { setCallWidgetShown, startCallWidget } from './call-widget.ts';
import { integrationKey, integrationsFor, pageUrl, type Integration } from './integrations.lib.ts';
import { whenIdle } from './load-script.ts';
import { metrikaHit, startMetrika } from './metrika.ts';
import { pixelPageView, startPixel } from './pixel.ts';

/** Integrations already scheduled on this page: each starts once, whatever remounts or re-renders happen. */
const scheduled = new Set<string>();

function start(integration: Integration): void {
  switch (integration.kind) {
    case 'metrika':
      return startMetrika(integration.id, integration.options);
    case 'pixel':
      return startPixel(integration.id);
    case 'amoCrm':
      return startAmoCrm(integration.id, integration.hash);
    case 'callWidget':
      return startCallWidget(integration.scriptUrl);
  }
}

/**
 * Injects the merchant's analytics and widgets (Yandex Metrika, pixel, amoCRM, call widget) once its settings are
 * loaded, each only when the settings turn it on, after the page is loaded and idle (see `whenIdle`), never
 * blocking render; failures are swallowed. Sends a page view on every route change. Renders nothing.
 */
export function Integrations(): null {
  const settings = useAtomValue(settingsAtom);
  const loaded = useAtomValue(settingsLoadedAtom);
  const [location] = useLocation();
  const wanted = useMemo(() => (loaded ? integrationsFor(settings, location) : []), [loaded, settings, location]);

  useEffect(() => {
    for (const integration of wanted) {
      const key = integrationKey(integration);
      if (scheduled.has(key)) continue;
      scheduled.add(key);
      whenIdle(() => start(integration));
    }
  }, [wanted]);

  useEffect(() => {
    if (loaded) setCallWidgetShown(wanted.some((integration) => integration.kind === 'callWidget'));
  }, [loaded, wanted]);

  useEffect(() => {
    try {
      const url = pageUrl();
      metrikaHit(url);
      pixelPageView(url);
    } catch (error) {
      console.debug('[integrations] page view not sent', error);
    }
  }, [location]);

  return null;
}

/** Tests only. */
export function forgetScheduledIntegrations(): void {
  scheduled.clear();
}
