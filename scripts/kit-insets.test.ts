import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * src/shared/ui/kit-insets.css replaces paddings of telegram-ui's base platform, naming the kit's own classes. A kit
 * version that renames a class or changes what it pads must fail here, not leave a screen with mixed insets unnoticed.
 */
const kit = readFileSync('node_modules/@telegram-apps/telegram-ui/dist/styles.css', 'utf8');
const ours = readFileSync('src/shared/ui/kit-insets.css', 'utf8');

describe("the kit's insets replaced by ours", () => {
  it.each([
    ['Cell', '.tgui-b8dfba0b5c3d054c', 'padding:0 24px', ':root .tgui-b8dfba0b5c3d054c {'],
    [
      'SectionHeader (not iOS)',
      '.tgui-d0251b46536ac046',
      'padding:20px 24px 4px 22px',
      ':root .tgui-d0251b46536ac046:not(.tgui-b7217abb24e8763a) {',
    ],
    [
      'SectionHeader on iOS, left alone',
      '.tgui-b7217abb24e8763a',
      'padding:16px 16px 8px',
      ':not(.tgui-b7217abb24e8763a)',
    ],
    ['SectionFooter', '.tgui-dbb364e8ced00cc8', 'padding:12px 24px', ':root .tgui-dbb364e8ced00cc8 {'],
    ['FormInput', '.tgui-8ca550c2fc85eff5', 'padding:20px 22px 16px', ':root .tgui-8ca550c2fc85eff5 {'],
    [
      'FormInput label',
      '.tgui-8ca550c2fc85eff5 .tgui-9f9a52f695b85cc9',
      'left:32px',
      ':root .tgui-8ca550c2fc85eff5 .tgui-9f9a52f695b85cc9 {',
    ],
  ])('%s: the kit still pads it as replaced', (_name, selector, padding, ourRule) => {
    const start = kit.indexOf(`${selector}{`);
    expect(start).toBeGreaterThanOrEqual(0);
    expect(kit.slice(start, kit.indexOf('}', start))).toContain(padding);
    expect(ours).toContain(ourRule);
  });
});
