import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const KIT_SPINNER = './kit-spinner.ts';

/** The stand-in, fresh (its load is kept per module instance), with the kit's AppRoot of the same modules. */
async function standIn() {
  vi.resetModules();
  const [{ AppRoot }, stand] = await Promise.all([import('@telegram-apps/telegram-ui'), import('./spinner.tsx')]);
  return { AppRoot, ...stand };
}

describe("the storefront's spinner, the kit's brought when first drawn", () => {
  afterEach(() => {
    cleanup();
    vi.doUnmock(KIT_SPINNER);
  });

  it("holds the spinner's place, then draws the kit's spinner in it", async () => {
    const { AppRoot, Spinner } = await standIn();
    render(
      <AppRoot>
        <Spinner size="s" className="over-the-label" />
      </AppRoot>,
    );
    const place = screen.getByRole('status');
    expect(place.className).toContain('over-the-label');
    await waitFor(() => expect(screen.getByRole('status').querySelector('svg')).not.toBeNull());
    expect(screen.getByRole('status').className).toContain('over-the-label');
  });

  it("keeps the place without a drawing when the kit's code cannot be loaded, and the screen stands", async () => {
    vi.doMock(KIT_SPINNER, () => {
      throw new Error('offline');
    });
    const { AppRoot, Spinner, preloadSpinner } = await standIn();
    render(
      <AppRoot>
        <p>the screen</p>
        <Spinner size="s" className="over-the-label" />
      </AppRoot>,
    );
    await preloadSpinner();
    await waitFor(() => expect(screen.getByRole('status').className).toContain('over-the-label'));
    expect(screen.getByRole('status').querySelector('svg')).toBeNull();
    expect(screen.getByText('the screen')).toBeTruthy();
  });
});
