import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, ShellPart } from './shell-part.tsx';

function Menu({ label }: { label: string }) {
  return <nav>{label}</nav>;
}

describe('a part of the shell loaded on demand', () => {
  it('draws nothing and tells its owner when its code cannot come, once, and loads again when next wanted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve(Menu) : Promise.reject(new TypeError('Failed to fetch'))));
    const Part = lazyPart(load);
    const failed = vi.fn();
    function Owner() {
      const [wanted, setWanted] = useState(false);
      return (
        <>
          <p>the page</p>
          <button type="button" onClick={() => setWanted(true)}>
            open
          </button>
          {wanted && (
            <ShellPart
              onFailed={() => {
                failed();
                setWanted(false);
              }}
            >
              <Part label="side menu" />
            </ShellPart>
          )}
        </>
      );
    }
    render(<Owner />);
    await act(async () => screen.getByRole('button', { name: 'open' }).click());
    expect(failed).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();

    online = true;
    await act(async () => screen.getByRole('button', { name: 'open' }).click());
    expect(await screen.findByRole('navigation')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(failed).toHaveBeenCalledTimes(1);
  });
});
