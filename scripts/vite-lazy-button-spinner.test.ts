import { describe, expect, it } from 'vitest';
import { buttonSpinnerFor, spinnerGroup } from './vite-lazy-button-spinner.ts';

const BUTTON = '/p/node_modules/@telegram-apps/telegram-ui/dist/components/Blocks/Button/Button.js';

describe("the kit Button's spinner in builds", () => {
  it("gives the Button's import of the kit's Spinner the storefront's stand-in", () => {
    expect(buttonSpinnerFor('../../Feedback/Spinner/Spinner', BUTTON)).toMatch(
      /src[\\/]shared[\\/]ui[\\/]spinner\.tsx$/,
    );
  });

  it("leaves every other import alone: the Button's others, and the Spinner imported by anything else", () => {
    expect(buttonSpinnerFor('../../Service/Tappable/Tappable', BUTTON)).toBeNull();
    expect(
      buttonSpinnerFor(
        '../../Feedback/Spinner/Spinner',
        BUTTON.replace('Button/Button.js', 'IconButton/IconButton.js'),
      ),
    ).toBeNull();
    expect(
      buttonSpinnerFor(
        './Spinner/Spinner',
        '/p/node_modules/@telegram-apps/telegram-ui/dist/components/Feedback/index.js',
      ),
    ).toBeNull();
    expect(buttonSpinnerFor('../../Feedback/Spinner/Spinner', undefined)).toBeNull();
  });

  it("puts the kit's Spinner and the one module that loads it in a chunk of their own, and nothing else", () => {
    const kit = '/p/node_modules/@telegram-apps/telegram-ui/dist/components/';
    expect(spinnerGroup.test(`${kit}Feedback/Spinner/Spinner.js`)).toBe(true);
    expect(spinnerGroup.test(`${kit}Feedback/Spinner/components/IOSSpinner/icons/small.js`)).toBe(true);
    expect(spinnerGroup.test('/p/src/shared/ui/kit-spinner.ts')).toBe(true);
    expect(spinnerGroup.test('/p/src/shared/ui/spinner.tsx')).toBe(false);
    expect(spinnerGroup.test(`${kit}Blocks/Button/Button.js`)).toBe(false);
  });
});
