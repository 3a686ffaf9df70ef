import type * as v from 'valibot';
import { checkValue } from '@/shared/contract/check.ts';
/**
 * A large answer read on a worker comes back to the page in pieces: the page receives each piece in a task of its own,
 * so no one of them holds the main thread for long (one message of a whole 6 MB menu is read back in a single
 * block, like JSON.parse itself). The worker sends the answer's top level with its long lists emptied, then those
 * lists' items a piece at a time, then the end; the page joins them back into the same value.
 */
export type AnswerPiece =
  | { kind: 'head'; value: unknown }
  /** `checked`: every item read by the list's schema in the worker (`checkedPiece`). */
  | { kind: 'items'; list: string; items: unknown[]; checked?: boolean }
  | { kind: 'end' }
  | { kind: 'fail'; message: string };

/** Items of a list sent together: a few hundred kilobytes of a menu, read back in a few milliseconds. */
export const PIECE_ITEMS = 250;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The pieces of `value`: a top-level object's lists longer than `size` go item by item, everything else at once. */
export function toPieces(value: unknown, size: number = PIECE_ITEMS): AnswerPiece[] {
  if (!isRecord(value)) return [{ kind: 'head', value }, { kind: 'end' }];
  const head: Record<string, unknown> = {};
  const pieces: AnswerPiece[] = [];
  for (const [key, field] of Object.entries(value)) {
    if (!Array.isArray(field) || field.length <= size) {
      head[key] = field;
      continue;
    }
    head[key] = [];
    for (let start = 0; start < field.length; start += size)
      pieces.push({ kind: 'items', list: key, items: field.slice(start, start + size) });
  }
  return [{ kind: 'head', value: head }, ...pieces, { kind: 'end' }];
}

/**
 * A list's piece checked against the schema of the list's items, where `schemas` has one: the items as the schema reads
 * them, marked `checked`; or the piece as it came when one of them does not fit (the page then checks the list itself
 * and says which item, as it would have anyway).
 */
export function checkedPiece(piece: AnswerPiece, schemas: Readonly<Record<string, v.GenericSchema>>): AnswerPiece {
  const schema = piece.kind === 'items' ? schemas[piece.list] : undefined;
  if (piece.kind !== 'items' || !schema) return piece;
  const items: unknown[] = [];
  for (const item of piece.items) {
    const result = checkValue(schema, item);
    if (!result.success) return piece;
    items.push(result.output);
  }
  return { ...piece, items, checked: true };
}

/** Joins pieces back into the value they were cut from (`toPieces`), one piece at a time. */
export class PieceJoiner {
  private value: unknown = undefined;
  /** Per list sent in pieces, whether every piece of it came checked. */
  private readonly checks = new Map<string, boolean>();

  /** Takes the next piece; returns true once the value is whole. Throws the worker's failure. */
  add(piece: AnswerPiece): boolean {
    switch (piece.kind) {
      case 'head':
        this.value = piece.value;
        return false;
      case 'items': {
        const list = isRecord(this.value) ? this.value[piece.list] : undefined;
        if (!Array.isArray(list)) throw new Error(`A piece of "${piece.list}" came before its list`);
        for (const item of piece.items) list.push(item);
        this.checks.set(piece.list, piece.checked === true && this.checks.get(piece.list) !== false);
        return false;
      }
      case 'end':
        return true;
      case 'fail':
        throw new Error(piece.message);
    }
  }

  get result(): unknown {
    return this.value;
  }

  /** The lists whose every piece came checked (`checkedPiece`). */
  get checkedLists(): string[] {
    return [...this.checks].filter(([, checked]) => checked).map(([list]) => list);
  }
}
