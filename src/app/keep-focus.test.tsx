import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '@/shared/ui/dialog.tsx';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { keepFocus } from './keep-focus.ts';

function Kept() {
  useEffect(() => keepFocus(), []);
  return null;
}

/** A list whose "Remove" takes its own item away, and a "Mark" that leaves it (a control that stays). */
function List({ initial, emptied }: { initial: string[]; emptied?: boolean }) {
  const [items, setItems] = useState(initial);
  return (
    <main>
      <h1>Basket</h1>
      <a href="/menu">Menu</a>
      {items.length === 0 && emptied ? (
        <EmptyState title="The basket is empty" testId="empty" />
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item}>
              <a href={`/item/${item}`}>{item}</a>
              <button
                type="button"
                className="line__remove"
                onClick={() => setItems((all) => all.filter((one) => one !== item))}
              >
                Remove {item}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button">Checkout</button>
    </main>
  );
}

async function removeWithKeyboard(name: string) {
  const button = screen.getByRole('button', { name });
  act(() => button.focus());
  await act(async () => button.click());
  // The observer's answer comes as a microtask after the removal.
  await act(async () => undefined);
}

describe('focus kept when a control removes itself', () => {
  afterEach(cleanup);

  it('moves to the same control of the next item, then of the one before', async () => {
    render(
      <>
        <Kept />
        <List initial={['plov', 'somsa', 'lagman']} />
      </>,
    );
    await removeWithKeyboard('Remove somsa');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove lagman' }));
    await removeWithKeyboard('Remove lagman');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove plov' }));
  });

  it('goes to the empty state that took the emptied list’s place', async () => {
    render(
      <>
        <Kept />
        <List initial={['plov']} emptied />
      </>,
    );
    await removeWithKeyboard('Remove plov');
    expect(document.activeElement).toBe(screen.getByTestId('empty'));
  });

  it('goes to what stands in the removed item’s place when no item is left and no empty state came', async () => {
    render(
      <>
        <Kept />
        <List initial={['plov']} />
      </>,
    );
    await removeWithKeyboard('Remove plov');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Checkout' }));
  });

  it('replaces a control deleted from the confirmation dialog it opened, once the dialog has closed', async () => {
    function Addresses() {
      const [names, setNames] = useState(['Home', 'Work']);
      const [doomed, setDoomed] = useState<string | null>(null);
      return (
        <main>
          {names.map((name) => (
            <button key={name} type="button" className="address__delete" onClick={() => setDoomed(name)}>
              Delete {name}
            </button>
          ))}
          <Dialog open={doomed !== null} onClose={() => setDoomed(null)} labelledBy="sure">
            <h2 id="sure">Delete?</h2>
            <button
              type="button"
              onClick={() => {
                // As the screen does: the list forgets the address, then the dialog closes.
                setNames((all) => all.filter((one) => one !== doomed));
                setTimeout(() => setDoomed(null), 0);
              }}
            >
              Yes
            </button>
          </Dialog>
        </main>
      );
    }
    render(
      <>
        <Kept />
        <Addresses />
      </>,
    );
    const deleteHome = screen.getByRole('button', { name: 'Delete Home' });
    act(() => deleteHome.focus());
    await act(async () => deleteHome.click());
    const yes = screen.getByRole('button', { name: 'Yes' });
    act(() => yes.focus());
    await act(async () => yes.click());
    await act(() => new Promise((done) => setTimeout(done, 10)));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Work' }));
  });

  it('prefers a new control where the removed one stood (a stepper for "Add") to the same control of the next item', async () => {
    function Cards() {
      const [added, setAdded] = useState<string[]>([]);
      return (
        <main>
          {['plov', 'somsa'].map((dish) => (
            <article key={dish}>
              <a href={`/dish/${dish}`}>{dish}</a>
              {added.includes(dish) ? (
                <button type="button" className="stepper">
                  One {dish} less
                </button>
              ) : (
                <button type="button" className="add" onClick={() => setAdded((all) => [...all, dish])}>
                  Add {dish}
                </button>
              )}
            </article>
          ))}
        </main>
      );
    }
    render(
      <>
        <Kept />
        <Cards />
      </>,
    );
    await removeWithKeyboard('Add plov');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'One plov less' }));
  });

  it('looks for the same control in its own list only', async () => {
    function Basket() {
      const [lines, setLines] = useState(['plov']);
      return (
        <main>
          <ul>
            {lines.map((line) => (
              <li key={line}>
                <button type="button" className="line__remove" onClick={() => setLines([])}>
                  Remove {line}
                </button>
              </li>
            ))}
          </ul>
          <button type="button">Checkout</button>
          <ul>
            <li>
              <button type="button" className="line__remove">
                Remove a suggestion
              </button>
            </li>
          </ul>
        </main>
      );
    }
    render(
      <>
        <Kept />
        <Basket />
      </>,
    );
    await removeWithKeyboard('Remove plov');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Checkout' }));
  });

  it('lets go of a control focus has left (a tap elsewhere), so its later removal moves nothing', async () => {
    render(
      <>
        <Kept />
        <List initial={['plov', 'somsa']} />
      </>,
    );
    const plov = screen.getByRole('button', { name: 'Remove plov' });
    act(() => plov.focus());
    act(() => plov.blur());
    await act(async () => undefined);
    await act(async () => plov.click());
    await act(async () => undefined);
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves focus alone when something else took it, and when the whole screen went', async () => {
    function Screens() {
      const [open, setOpen] = useState(true);
      return open ? (
        <main>
          <button type="button" onClick={() => setOpen(false)}>
            Leave
          </button>
        </main>
      ) : (
        <p>Another page</p>
      );
    }
    render(
      <>
        <Kept />
        <Screens />
      </>,
    );
    await removeWithKeyboard('Leave');
    expect(document.activeElement).toBe(document.body);
  });

  it('does nothing without being installed (the browser drops focus to the page)', async () => {
    render(<List initial={['plov', 'somsa']} />);
    await removeWithKeyboard('Remove plov');
    expect(document.activeElement).toBe(document.body);
  });
});
