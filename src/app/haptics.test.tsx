import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { platformAtom } from '@platform/index.ts';
import { createFakePlatform } from '@platform/testing/fake-platform.ts';
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

function setup() {
  const platform = createFakePlatform();
  const store = createStore();
  store.set(platformAtom, platform);
  render(
    <Provider store={store}>
      <NativeFeedback />
      <Page />
    </Provider>,
  );
  return { platform, store };
}

describe('haptic feedback in one place', () => {
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
});
