import { describe, expect, it } from 'vitest';
import { caretAfterDigits, editPhone } from './phone-input.ts';

/** A text field as a browser edits it: the masked value, the selection, and what one key or paste does to them. */
class Field {
  digits = '';
  value = '+998 ';
  start = 5;
  end = 5;

  private apply(raw: string, caret: number, inputType: string): this {
    const edit = editPhone(this.digits, raw, caret, inputType);
    this.digits = edit.digits;
    this.value = edit.value;
    this.start = this.end = edit.caret;
    return this;
  }

  private insert(text: string, inputType: string): this {
    return this.apply(
      this.value.slice(0, this.start) + text + this.value.slice(this.end),
      this.start + text.length,
      inputType,
    );
  }

  type(keys: string): this {
    for (const key of keys) this.insert(key, 'insertText');
    return this;
  }

  paste(text: string): this {
    return this.insert(text, 'insertFromPaste');
  }

  /** Autofill replaces the whole value and leaves the caret at its end. */
  autofill(text: string): this {
    return this.apply(text, text.length, 'insertReplacementText');
  }

  backspace(times = 1): this {
    for (let i = 0; i < times; i += 1) {
      if (this.start !== this.end)
        this.apply(this.value.slice(0, this.start) + this.value.slice(this.end), this.start, 'deleteContentBackward');
      else if (this.start > 0)
        this.apply(
          this.value.slice(0, this.start - 1) + this.value.slice(this.start),
          this.start - 1,
          'deleteContentBackward',
        );
    }
    return this;
  }

  del(): this {
    if (this.start !== this.end)
      return this.apply(
        this.value.slice(0, this.start) + this.value.slice(this.end),
        this.start,
        'deleteContentForward',
      );
    return this.apply(
      this.value.slice(0, this.start) + this.value.slice(this.start + 1),
      this.start,
      'deleteContentForward',
    );
  }

  caretAt(position: number): this {
    this.start = this.end = position;
    return this;
  }

  select(start: number, end: number): this {
    this.start = start;
    this.end = end;
    return this;
  }

  /** The field with the caret drawn as |. */
  get shown(): string {
    return `${this.value.slice(0, this.start)}|${this.value.slice(this.end)}`;
  }
}

describe('typing the phone key by key', () => {
  it.each(['901234568', '998998998', '999999999', '989898989', '900000000'])('gives the number typed: %s', (number) => {
    const field = new Field().type(number);
    expect(field.digits).toBe(number);
    expect(field.value).toBe(
      `+998 ${number.slice(0, 2)} ${number.slice(2, 5)} ${number.slice(5, 7)} ${number.slice(7)}`,
    );
    expect(field.start).toBe(field.value.length);
  });

  it('masks as it goes, with the caret after the last digit', () => {
    const field = new Field();
    const seen = [...'9012345'].map((key) => field.type(key).shown);
    expect(seen).toEqual([
      '+998 9|',
      '+998 90|',
      '+998 90 1|',
      '+998 90 12|',
      '+998 90 123|',
      '+998 90 123 4|',
      '+998 90 123 45|',
    ]);
  });

  it('ignores keys that are not digits and digits beyond a full number', () => {
    expect(new Field().type('90a-1').digits).toBe('901');
    expect(new Field().type('9012345678').digits).toBe('901234567');
    expect(new Field().type('901234567').caretAt(7).type('5').shown).toBe('+998 90| 123 45 67');
  });

  it('types from the start of the field when the caret sits in the prefix', () => {
    expect(new Field().caretAt(0).type('90').shown).toBe('+998 90|');
    expect(new Field().type('123').caretAt(2).type('9').shown).toBe('+998 9|1 23');
  });
});

describe('editing in the middle', () => {
  it('inserts where the caret is and keeps the caret after the new digit', () => {
    const field = new Field().type('90124568');
    expect(field.caretAt(10).type('3').shown).toBe('+998 90 123| 45 68');
    expect(field.digits).toBe('901234568');
  });

  it('places a digit typed before the same digit where it was typed', () => {
    expect(new Field().type('99').caretAt(5).type('9').shown).toBe('+998 9|9 9');
  });

  it('deletes the digit before the caret and keeps the caret there', () => {
    const field = new Field().type('901234568');
    expect(field.caretAt(11).backspace().shown).toBe('+998 90 12|4 56 8');
    expect(field.type('7').shown).toBe('+998 90 127| 45 68');
    expect(field.digits).toBe('901274568');
  });

  it('replaces a selection by what is typed', () => {
    const field = new Field().type('901234567');
    expect(field.select(8, 11).type('8').shown).toBe('+998 90 8|45 67');
    expect(field.digits).toBe('9084567');
  });
});

describe('deleting', () => {
  it('Backspace over a space deletes the digit before it', () => {
    const field = new Field().type('901234567');
    expect(field.caretAt(8).backspace().shown).toBe('+998 9|1 234 56 7');
    expect(field.digits).toBe('91234567');
  });

  it('Delete before a space deletes the digit after it', () => {
    const field = new Field().type('901234567');
    expect(field.caretAt(7).del().shown).toBe('+998 90| 234 56 7');
    expect(field.digits).toBe('90234567');
  });

  it('Backspace all the way leaves the prefix, which cannot be broken', () => {
    const field = new Field().type('901').backspace(8);
    expect(field.shown).toBe('+998 |');
    expect(field.digits).toBe('');
    expect(new Field().type('90').caretAt(5).backspace().shown).toBe('+998 |90');
    expect(new Field().type('90').caretAt(3).backspace().shown).toBe('+998 |90');
    expect(new Field().type('90').caretAt(2).del().shown).toBe('+998 |90');
  });

  it('select all and delete empties the number', () => {
    const field = new Field().type('901234567').select(0, 17).backspace();
    expect(field.shown).toBe('+998 |');
  });
});

describe('pasting and autofill', () => {
  it.each([
    ['+998 90 123 45 67'],
    ['+998901234567'],
    ['998901234567'],
    ['998 90 123-45-67'],
    ['90 123-45-67'],
    ['(90) 123 45 67'],
    ['+998 (90) 123-45-67'],
    ['901234567'],
  ])('pasting %s gives 901234567', (text) => {
    expect(new Field().paste(text).digits).toBe('901234567');
    expect(new Field().select(0, 5).paste(text).digits).toBe('901234567');
  });

  it('a complete number pasted over a half-typed one replaces it', () => {
    expect(new Field().type('93').paste('+998 90 123 45 67').shown).toBe('+998 90 123 45 67|');
  });

  it('a partial paste goes in at the caret', () => {
    expect(new Field().type('90').paste('12-3').shown).toBe('+998 90 123|');
    expect(new Field().paste('+998 90').shown).toBe('+998 90|');
  });

  it.each([['+998901234567'], ['998901234567'], ['901234567'], ['+998 90 123 45 67']])(
    'autofill of %s gives 901234567',
    (text) => {
      expect(new Field().autofill(text).shown).toBe('+998 90 123 45 67|');
      expect(new Field().type('9').autofill(text).digits).toBe('901234567');
    },
  );
});

describe('caretAfterDigits', () => {
  it('counts only the local digits, never the prefix', () => {
    expect(caretAfterDigits('+998 90 123', 0)).toBe(5);
    expect(caretAfterDigits('+998 90 123', 2)).toBe(7);
    expect(caretAfterDigits('+998 90 123', 3)).toBe(9);
    expect(caretAfterDigits('+998 90 123', 9)).toBe(11);
  });
});
