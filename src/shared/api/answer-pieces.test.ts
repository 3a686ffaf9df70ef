import { describe, expect, it } from 'vitest';
import { PieceJoiner, toPieces, type AnswerPiece } from './answer-pieces.ts';

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
});
