import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { checkedPiece, PieceJoiner, toPieces, type AnswerPiece } from './answer-pieces.ts';

const join = (pieces: readonly AnswerPiece[]) => {
  const joiner = new PieceJoiner();
  const whole = pieces.map((piece) => joiner.add(piece));
  return { value: joiner.result, whole };
};

describe('answer pieces', () => {
  it('cuts a long list into pieces of the given size and joins them back into the same value', () => {
    const answer = {
      name: 'menu',
      categories: [{ id: 1 }],
      products: Array.from({ length: 1001 }, (_, id) => ({ id })),
    };
    const pieces = toPieces(answer, 250);
    expect(pieces.map((piece) => piece.kind)).toEqual(['head', 'items', 'items', 'items', 'items', 'items', 'end']);
    expect(pieces.filter((piece) => piece.kind === 'items').map((piece) => piece.items.length)).toEqual([
      250, 250, 250, 250, 1,
    ]);
    const { value, whole } = join(pieces);
    expect(value).toEqual(answer);
    expect(whole).toEqual([false, false, false, false, false, false, true]);
  });

  it('sends short lists, other values and a top level that is no object whole', () => {
    for (const answer of [{ products: [1, 2, 3] }, [1, 2, 3], 'text', 7, null]) {
      const pieces = toPieces(answer, 250);
      expect(pieces).toEqual([{ kind: 'head', value: answer }, { kind: 'end' }]);
      expect(join(pieces).value).toEqual(answer);
    }
  });

  it('throws the worker’s failure, and a piece of a list it has no head for', () => {
    expect(() => new PieceJoiner().add({ kind: 'fail', message: 'Unexpected token < in JSON' })).toThrow(
      'Unexpected token < in JSON',
    );
    expect(() => new PieceJoiner().add({ kind: 'items', list: 'products', items: [1] })).toThrow(/products/);
  });

  it('checks the pieces of a list with a schema, and marks the list checked only when every piece was', () => {
    const Dish = v.object({ id: v.number(), name: v.string() });
    const schemas = { products: Dish };
    const dishes = Array.from({ length: 6 }, (_, id) => ({ id, name: `dish ${id}`, extra: true }));
    const pieces = toPieces({ products: dishes, tags: [1, 2, 3, 4, 5, 6] }, 3).map((piece) =>
      checkedPiece(piece, schemas),
    );
    const items = pieces.filter((piece) => piece.kind === 'items');
    // The items as the schema reads them (its unknown keys dropped); a list without a schema goes as it came.
    expect(items.filter((piece) => piece.list === 'products').map((piece) => piece.checked)).toEqual([true, true]);
    expect(items.find((piece) => piece.list === 'products')?.items).toEqual([
      { id: 0, name: 'dish 0' },
      { id: 1, name: 'dish 1' },
      { id: 2, name: 'dish 2' },
    ]);
    expect(items.filter((piece) => piece.list === 'tags').map((piece) => piece.checked)).toEqual([
      undefined,
      undefined,
    ]);
    const joiner = new PieceJoiner();
    for (const piece of pieces) joiner.add(piece);
    expect(joiner.checkedLists).toEqual(['products']);

    // One item that does not fit: its piece goes as it came, unmarked, and the list is not checked.
    const spoilt = [...dishes.slice(0, 4), { id: '5', name: 'dish 5' }, dishes[5]];
    const mixed = toPieces({ products: spoilt }, 3).map((piece) => checkedPiece(piece, schemas));
    expect(mixed.filter((piece) => piece.kind === 'items').map((piece) => piece.checked)).toEqual([true, undefined]);
    expect(mixed[2]).toEqual({ kind: 'items', list: 'products', items: spoilt.slice(3) });
    const partly = new PieceJoiner();
    for (const piece of mixed) partly.add(piece);
    expect(partly.checkedLists).toEqual([]);
  });
});
