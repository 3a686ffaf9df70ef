import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';
import {
  pruneTguiCss,
  pruneTguiCssPlugin,
  requiredTguiClasses,
  splitCss,
  splitSelectors,
  tguiTokensIn,
} from './vite-prune-tgui-css.ts';

// Two classes the "JS" uses and two it never mentions.
const USED = 'tgui-00000000000000aa';
const ALSO_USED = 'tgui-00000000000000bb';
const UNUSED = 'tgui-ffffffffffffff01';
const UNUSED_2 = 'tgui-ffffffffffffff02';
const used = new Set([USED, ALSO_USED]);

describe('tguiTokensIn', () => {
  it('finds every hashed class in built JS, also inside longer strings', () => {
    const js = `const a={x:"${USED}"};cn("${ALSO_USED} other",b&&"tgui-0123")`;
    expect([...tguiTokensIn(js)].sort()).toEqual([USED, ALSO_USED]);
  });
});

describe('splitCss', () => {
  it('ignores braces and semicolons in strings, comments and parentheses', () => {
    const css = `@import "a{b}.css";.x[title="}{;"]{content:"}"}/* } */.y{background:url(a{b}.png)}`;
    expect(splitCss(css)).toEqual([
      { kind: 'text', text: '@import "a{b}.css";' },
      { kind: 'block', prelude: '.x[title="}{;"]', body: 'content:"}"' },
      { kind: 'block', prelude: '/* } */.y', body: 'background:url(a{b}.png)' },
    ]);
  });
});

describe('splitSelectors', () => {
  it('splits on top-level commas only', () => {
    expect(splitSelectors(`.a:is(.b,.c),.d[x="1,2"],.e\\,f`)).toEqual(['.a:is(.b,.c)', '.d[x="1,2"]', '.e\\,f']);
  });
});

describe('requiredTguiClasses', () => {
  it('counts classes outside parentheses and brackets only', () => {
    expect(requiredTguiClasses(`.${USED}:not(.${UNUSED}) .${ALSO_USED}>*`)).toEqual([USED, ALSO_USED]);
    expect(requiredTguiClasses(`:is(.${UNUSED},.x) [data-x=".${UNUSED_2}"]`)).toEqual([]);
    expect(requiredTguiClasses(`.${USED}0`)).toEqual([]); // a longer name is not that class
  });
});

describe('pruneTguiCss', () => {
  it('drops a rule whose only selector names an unused class', () => {
    expect(pruneTguiCss(`.${UNUSED}{color:red}.${USED}{color:blue}`, used)).toBe(`.${USED}{color:blue}`);
  });

  it('keeps the used selectors of a list and drops the others', () => {
    const css = `.${UNUSED},.${USED}>*,.plain,.${ALSO_USED} .${UNUSED_2}{gap:4px}`;
    expect(pruneTguiCss(css, used)).toBe(`.${USED}>*,.plain{gap:4px}`);
  });

  it('ignores classes inside :not() and keeps commas inside :is()', () => {
    const css = `.${USED}:not(.${UNUSED}) .x{white-space:nowrap}.${UNUSED}:is(.a,.b){color:red}`;
    expect(pruneTguiCss(css, used)).toBe(`.${USED}:not(.${UNUSED}) .x{white-space:nowrap}`);
  });

  it('prunes inside @media, @supports and @layer, nested, and drops blocks left empty', () => {
    const css =
      `@media (hover:hover) and (pointer:fine){.${UNUSED}:hover{opacity:.5}.${USED}:hover{opacity:.7}}` +
      `@supports (color:color-mix(in srgb,red 10%,blue)){@media (min-width:1px){.${UNUSED}{color:red}}}` +
      `@layer base{.${UNUSED_2}{margin:0}}`;
    expect(pruneTguiCss(css, used)).toBe(`@media (hover:hover) and (pointer:fine){.${USED}:hover{opacity:.7}}`);
  });

  it('keeps :root variables, @keyframes, @font-face and rules without tgui classes untouched', () => {
    const css =
      `:root{--tgui--bg_color:#fff}@keyframes ${UNUSED}{0%{opacity:0}to{opacity:1}}` +
      `@font-face{font-family:X;src:url(x.woff2)}html,body{margin:0}.app .tgui-card{color:red}`;
    expect(pruneTguiCss(css, used)).toBe(css);
  });

  it('does not mistake braces inside strings for blocks', () => {
    const css = `.${UNUSED}:after{content:"} .${USED}{"}.${USED}:before{content:'{'}[title="}"]{color:red}`;
    expect(pruneTguiCss(css, used)).toBe(`.${USED}:before{content:'{'}[title="}"]{color:red}`);
  });

  it('returns the stylesheet unchanged when every tgui class is used', () => {
    const css = `/*! licence */.${USED},.${ALSO_USED}{color:red}@media print{.${USED}{display:none}}`;
    expect(pruneTguiCss(css, used)).toBe(css);
  });
});

describe('pruneTguiCssPlugin in a real build', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Builds a page whose JS names `classesInJs`, with a stylesheet for USED and UNUSED; returns the output. */
  async function buildWith(classesInJs: string[]): Promise<{ css: Rollup.OutputAsset; html: string; log: string }> {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-tgui-'));
    dirs.push(root);
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
    fs.writeFileSync(path.join(root, 'kit.css'), `.${USED}{color:red}.${UNUSED}{color:blue}body{margin:0}`);
    fs.writeFileSync(
      path.join(root, 'main.js'),
      `import './kit.css';\ndocument.body.className = ${JSON.stringify(classesInJs.join(' '))};\n`,
    );
    const messages: string[] = [];
    const output = (await build({
      root,
      configFile: false,
      logLevel: 'warn', // no progress lines; the custom logger still receives every message
      customLogger: {
        info: (message: string) => messages.push(message),
        warn: () => {},
        warnOnce: () => {},
        error: () => {},
        clearScreen: () => {},
        hasErrorLogged: () => false,
        hasWarned: false,
      },
      plugins: [pruneTguiCssPlugin()],
      build: { write: false, minify: false },
    })) as Rollup.RollupOutput;
    const css = output.output.find((file): file is Rollup.OutputAsset => file.fileName.endsWith('.css'));
    const html = output.output.find((file) => file.fileName === 'index.html');
    if (!css || html?.type !== 'asset') throw new Error('the build emitted no CSS or no index.html');
    return { css, html: String(html.source), log: messages.join('\n') };
  }

  it('prunes the emitted CSS, links the pruned file and says how many bytes it removed', async () => {
    const { css, html, log } = await buildWith([USED]);
    expect(String(css.source)).toContain(USED);
    expect(String(css.source)).not.toContain(UNUSED);
    expect(String(css.source)).toContain('body');
    expect(html).toContain(`href="/${css.fileName}"`);
    expect(log).toMatch(/prune-tgui-css: .*pruned \d+ of \d+ bytes/);
  });

  it('gives the stylesheet a new file name when the JS starts using more of it', async () => {
    const small = await buildWith([USED]);
    const full = await buildWith([USED, UNUSED]);
    expect(String(full.css.source)).toContain(UNUSED);
    expect(full.css.fileName).not.toBe(small.css.fileName);
  });
});
