import { describe, expect, it } from 'vitest';
import { normalize, toLatinKey } from './fold.lib.ts';

describe('normalize and the Latin key', () => {
  it('lower-cases, strips accents, unifies apostrophes, folds ё/й and punctuation', () => {
    expect(normalize('PÁLOV')).toBe('palov');
    expect(normalize('  Lagʻmon,  «Ташкентский»! ')).toBe("lag'mon ташкентскии");
    expect(normalize('Лепёшка — Hot-dog')).toBe('лепешка hot dog');
    expect(normalize('o‘g’ilʼ `x')).toBe("o'g'il x");
  });
  it('gives the same skeleton to Uzbek Latin and Russian spellings of a dish', () => {
    expect(toLatinKey('Чай')).toBe(toLatinKey('Choy'));
    expect(toLatinKey('Лагман')).toBe(toLatinKey("Lag'mon"));
    expect(toLatinKey('Манты')).toBe(toLatinKey('Manti'));
    expect(toLatinKey('Шашлык')).toBe(toLatinKey('Shashlik'));
    expect(toLatinKey('Самса')).toBe(toLatinKey('Somsa'));
    expect(toLatinKey('Пицца')).toBe(toLatinKey('Pitsa'));
    expect(toLatinKey('Лепёшка')).toBe(toLatinKey('Lepyoshka'));
    expect(toLatinKey('Енгил')).toBe(toLatinKey('Yengil'));
    expect(toLatinKey('Кофе')).toBe(toLatinKey('coffee'));
    expect(toLatinKey('Ўзбек')).toBe(toLatinKey("O'zbek"));
    expect(toLatinKey('Плов')).toBe('plav');
  });
});
