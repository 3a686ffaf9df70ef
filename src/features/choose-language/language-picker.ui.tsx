import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRadioChoice } from '@/shared/ui/radio-choice.ts';
import { Cell, Radio, Section } from '@/shared/ui/kit.ts';
import { offeredLanguages } from '@/entities/merchant/languages.lib.ts';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import type { Language } from '@/shared/contract/common.ts';
import { switchLanguage, useText } from '@/shared/i18n/texts.ts';
import { COOKIE_KEYS, cookies } from '@/shared/lib/storage.ts';
import { Sheet } from '@/shared/ui/sheet.tsx';

/** The language names are shown in their own language, so anyone can find theirs. */
const NATIVE_NAMES: Record<Language, string> = { uz: 'Oʻzbekcha', ru: 'Русский', eng: 'English' };

/** Chooses the language: kept in a cookie for 365 days. */
export async function chooseLanguage(language: Language): Promise<void> {
  cookies.set(COOKIE_KEYS.language, language, 365);
  await switchLanguage(language);
}

/** A "Language" row that opens a bottom sheet (on top of the side menu it may sit in) with one radio per offered language. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const { language: current } = useText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Cell
        Component="button"
        type="button"
        className="cell-button"
        onClick={() => setOpen(true)}
        after={NATIVE_NAMES[current] ?? current}
        data-testid="language"
      >
        {t('language.title')}
      </Cell>
      <LanguageSheet open={open} onOpenChange={setOpen} />
    </>
  );
}

/** The bottom sheet of languages: one radio per offered language; choosing one closes it. */
export function LanguageSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { language: current } = useText();
  const settings = useAtomValue(settingsAtom);
  const offered = offeredLanguages(settings);

  // The arrow keys move the selection only (they fire a radio's change and a click without a pointer): Enter, Space or
  // a tap chooses, so a keyboard or screen reader can go through the languages before taking one.
  const [focused, setFocused] = useState<Language | null>(null);
  const choose = async (language: Language) => {
    await chooseLanguage(language);
    onOpenChange(false);
  };
  const choice = useRadioChoice((language: Language) => void choose(language));

  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t('language.title')} testId="language-drawer">
      <Section>
        <div role="radiogroup" aria-label={t('language.title')}>
          {offered.map((language) => (
            <Cell
              key={language}
              Component="label"
              onClick={choice(language).onClick}
              before={
                <Radio
                  name="language"
                  aria-label={NATIVE_NAMES[language]}
                  value={language}
                  checked={language === (focused ?? current)}
                  onChange={() => setFocused(language)}
                  onKeyDown={choice(language).onKeyDown}
                  onKeyUp={choice(language).onKeyUp}
                />
              }
              data-testid={`language-${language}`}
            >
              {NATIVE_NAMES[language]}
            </Cell>
          ))}
        </div>
      </Section>
    </Sheet>
  );
}
