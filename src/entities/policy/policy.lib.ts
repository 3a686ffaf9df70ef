import type { Localized } from '@/shared/contract/common.ts';
import { localize } from '@/shared/lib/localize.ts';
import { paths } from '@/shared/routing/paths.ts';
import type { PolicyType, WebSettings } from '@/shared/contract/merchant.ts';

/** The route of each policy document (spec §2). */
export const POLICY_PATHS: Record<PolicyType, string> = {
  TERMS: paths.terms,
  PRIVACY_POLICY: paths.privacy,
  ABOUT_COMPANY: paths.about,
};

/** The settings flag that turns each document's link and route on. */
const POLICY_FLAGS = {
  TERMS: 'termsOfUseActive',
  PRIVACY_POLICY: 'privacyActive',
  ABOUT_COMPANY: 'aboutMerchantActive',
} as const satisfies Record<PolicyType, keyof WebSettings>;

/** Whether the merchant publishes this document: when not, its link is hidden and its route is not found. */
export function policyEnabled(
  type: PolicyType,
  settings: Pick<WebSettings, (typeof POLICY_FLAGS)[PolicyType]>,
): boolean {
  return settings[POLICY_FLAGS[type]];
}

/** The document's HTML in `language`, else the nearest language present (the app's one fallback rule); '' when none. */
export const policyHtml = (text: Localized | null | undefined, language: string): string => localize(text, language);
