import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { platformAtom } from '@platform/index.ts';
import { createFakePlatform } from '@platform/testing/fake-platform.ts';
import { LiveMessage } from '@/shared/ui/live-message.tsx';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';
import { NativeFeedback } from './haptics.tsx';

function Page() {
  const [refused, setRefused] = useState(false);
  return (
    <>
      <label>
        <input type="radio" name="pay" /> Cash
      </label>
      <button type="button" data-haptic="selection">
        Delivery
      </button>
      <button type="button" data-haptic="impact">
        Add
      </button>
      <button type="button" data-haptic="selection" disabled>
        Closed branch
      </button>
      <button type="button">Plain</button>
      <button type="button" onClick={() => setRefused(true)}>
        Apply
      </button>
      {refused && <p role="alert">This code has expired</p>}
    </>
  );
}

/** A screen with a form's error region, in the page and empty while there is no error (as checkout's, login's...). */
function ScreenWithErrorRegion() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" onClick={() => setError('This number is taken')}>
        Send
      </button>
      {open && <LiveMessage className="form-error">{error}</LiveMessage>}
    </>
  );
}

function setup(page = <Page />) {
  const platform = createFakePlatform();
  const store = createStore();
  store.set(platformAtom, platform);
  render(
    <Provider store={store}>
      <NativeFeedback />
      {page}
    </Provider>,
  );
  return { platform, store };
}

/** Lets the mutation observer's records come. */
const settle = () => act(async () => undefined);

describe('haptic feedback in one place', () => {
  afterEach(cleanup);

  it('answers a choice, a tap on a marked control, a refusal and a success toast, and nothing else', async () => {
    const { platform, store } = setup();
    fireEvent.click(screen.getByLabelText('Cash'));
    expect(platform.calls.haptics).toEqual(['selection']);
    fireEvent.click(screen.getByText('Delivery'));
    fireEvent.click(screen.getByText('Add'));
    fireEvent.click(screen.getByText('Closed branch'));
    fireEvent.click(screen.getByText('Plain'));
    expect(platform.calls.haptics).toEqual(['selection', 'selection', 'impact:light']);
    fireEvent.click(screen.getByText('Apply'));
    await screen.findByRole('alert');
    await act(async () => undefined);
    expect(platform.calls.haptics.at(-1)).toBe('notification:error');
    act(() => store.set(showToastAtom, { kind: 'success', text: 'Saved' }));
    expect(platform.calls.haptics.at(-1)).toBe('notification:success');
    act(() => store.set(showToastAtom, { kind: 'info', text: 'Copied' }));
    // Adding to the basket gave its own impact: its confirmation does not buzz again.
    act(() => store.set(showToastAtom, { kind: 'success', text: 'Plov is in the basket', haptic: false }));
    expect(platform.calls.haptics).toHaveLength(5);
  });

  it('takes an empty alert for no refusal, and words appearing in one already in the page for one', async () => {
    const { platform } = setup(<ScreenWithErrorRegion />);
    fireEvent.click(screen.getByText('Open'));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(platform.calls.haptics).toEqual([]);
    fireEvent.click(screen.getByText('Send'));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('This number is taken');
    expect(platform.calls.haptics).toEqual(['notification:error']);
  });

  it("counts a text's words changed inside an alert, and not an alert emptied or only spaces", async () => {
    const { platform } = setup(<p role="alert"> </p>);
    await settle();
    const words = screen.getByRole('alert').firstChild as Text;
    act(() => void (words.data = '  '));
    await settle();
    expect(platform.calls.haptics).toEqual([]);
    act(() => void (words.data = 'The code has expired'));
    await settle();
    expect(platform.calls.haptics).toEqual(['notification:error']);
    act(() => void (words.data = ''));
    await settle();
    expect(platform.calls.haptics).toEqual(['notification:error']);
  });
});
