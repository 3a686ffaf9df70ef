import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { plainSubheadline, tguiTextTagsPlugin } from './vite-tgui-text-tags.ts';

const require = createRequire(import.meta.url);
const file = require.resolve('@telegram-apps/telegram-ui/dist/components/Typography/Subheadline/Subheadline.js');
const installed = readFileSync(file, 'utf8');

describe('telegram-ui Subheadline without headings', () => {
  it('turns the installed Subheadline default <h6> into a <div>, and keeps an explicit tag', () => {
    expect(installed).toContain("Component || 'h6'");
    const plain = plainSubheadline(installed);
    expect(plain).not.toMatch(/['"]h6['"]/);
    expect(plain).toContain("Component: Component || 'div'");
  });

  it('transforms only that module, and fails loudly when the default moved', () => {
    const transform = tguiTextTagsPlugin().transform as (code: string, id: string) => { code: string } | null;
    expect(transform(installed, file)?.code).toContain("Component || 'div'");
    expect(
      transform(
        "const a = 'h6';",
        '/app/node_modules/@telegram-apps/telegram-ui/dist/components/Typography/Text/Text.js',
      ),
    ).toBeNull();
    expect(() => plainSubheadline('export const Subheadline = () => null;')).toThrow(/no longer defaults/);
  });
});
