import { describe, expect, it } from 'vitest';
import { authorName, isSendableComment, isValidGrade, reviewSummary, starsText } from './review.lib.ts';

describe('authorName', () => {
  it('is the first name and the initial of the last name', () => {
    expect(authorName({ firstName: 'Aziz', lastName: 'Karimov' })).toBe('Aziz K.');
    expect(authorName({ firstName: ' Malika ', lastName: "to'xtayeva" })).toBe('Malika T.');
    expect(authorName({ firstName: 'Дилноза', lastName: 'юсупова' })).toBe('Дилноза Ю.');
  });
  it('is the first name alone without a last name, and null without a first name', () => {
    expect(authorName({ firstName: 'Aziz', lastName: null })).toBe('Aziz');
    expect(authorName({ firstName: 'Aziz', lastName: '  ' })).toBe('Aziz');
    expect(authorName({ firstName: null, lastName: 'Karimov' })).toBeNull();
    expect(authorName({ firstName: ' ', lastName: undefined })).toBeNull();
  });
});

describe('starsText', () => {
  it.each([
    [0, '☆☆☆☆☆'],
    [1, '★☆☆☆☆'],
    [4, '★★★★☆'],
    [5, '★★★★★'],
    [4.6, '★★★★★'],
    [7, '★★★★★'],
    [-1, '☆☆☆☆☆'],
    [Number.NaN, '☆☆☆☆☆'],
  ])('%s -> %s', (grade, text) => expect(starsText(grade)).toBe(text));
});

describe('reviewSummary', () => {
  it('averages to one decimal and counts', () => {
    expect(reviewSummary([{ grade: 5 }, { grade: 4 }, { grade: 4 }])).toEqual({ average: 4.3, count: 3 });
    expect(reviewSummary([{ grade: 3 }])).toEqual({ average: 3, count: 1 });
  });
  it('has no average for no reviews', () => expect(reviewSummary([])).toEqual({ average: null, count: 0 }));
});

describe('validation', () => {
  it('accepts whole grades 1 to 5 only', () => {
    expect([1, 2, 3, 4, 5].every(isValidGrade)).toBe(true);
    expect([null, 0, 6, 2.5, Number.NaN].some(isValidGrade)).toBe(false);
  });
  it('wants a comment with text, at most 2,000 characters once trimmed', () => {
    expect(isSendableComment('Tasty')).toBe(true);
    expect(isSendableComment('  \n ')).toBe(false);
    expect(isSendableComment(`  ${'a'.repeat(2000)}  `)).toBe(true);
    expect(isSendableComment('a'.repeat(2001))).toBe(false);
  });
});
