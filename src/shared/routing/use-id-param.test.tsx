import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { parseId, paths } from './paths.ts';
import { useIdParam } from './use-id-param.ts';

function ShowId() {
  const id = useIdParam();
  return <p data-testid="id">{id === null ? 'bad' : `id ${id}`}</p>;
}

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  render(
    <Router hook={hook}>
      <Route path={paths.pattern.product} component={ShowId} />
    </Router>,
  );
  return screen.getByTestId('id').textContent;
}

describe('useIdParam', () => {
  afterEach(cleanup);
  it('gives the route id as a number', () => expect(renderAt('/Product/42')).toBe('id 42'));
  it.each(['/Product/abc', '/Product/0', '/Product/1.5', '/Product/-3', '/Product/1e3'])('gives null for %s', (path) =>
    expect(renderAt(path)).toBe('bad'),
  );
});

describe('parseId', () => {
  it.each([
    ['12', 12],
    ['1', 1],
    ['007', 7],
  ])('reads %s as %s', (raw, id) => expect(parseId(raw)).toBe(id));
  it.each([undefined, '', '0', 'abc', '12abc', '1.5', '1e3', '-4', ' 12', '0x10', '9999999999999999'])(
    'turns %s into null',
    (raw) => expect(parseId(raw)).toBeNull(),
  );
});
