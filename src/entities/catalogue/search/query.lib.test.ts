import { describe, expect, it } from 'vitest';
import type { Product } from '@/shared/contract/catalogue.ts';
import type { Localized } from '@/shared/contract/common.ts';
import { search, searchProducts } from './query.lib.ts';
import { buildSearchIndex, createSearchIndex } from './search-index.lib.ts';

const product = (id: number, name: Localized, description: Localized | null = null, priority = 1): Product => ({
  id,
  name,
  description,
  priority,
  categoryId: 1,
  active: true,
  type: 'NONE',
  costPrice: 1000,
});
const uz = (text: string): Localized => ({ uz: text });
const ru = (text: string): Localized => ({ ru: text });
const ids = (products: readonly Product[], query: string, limit?: number) =>
  search(createSearchIndex(products), query, limit === undefined ? {} : { limit }).map((hit) => hit.productId);

describe('searching across scripts', () => {
  // Each dish twice: once named only in Uzbek Latin, once only in Russian Cyrillic, so the other script must meet it.
  const dishes: [uzName: string, ruName: string][] = [
    ['Palov', 'Плов'],
    ["Lag'mon", 'Лагман'],
    ['Manti', 'Манты'],
    ['Shashlik', 'Шашлык'],
    ['Somsa', 'Самса'],
    ['Choy', 'Чай'],
    ['Kompot', 'Компот'],
    ['Non', 'Нон'],
    ['Lepyoshka', 'Лепёшка'],
    ["Sho'rva", 'Шурпа'],
    ['Tovuq', 'Товук'],
    ['Kabob', 'Кебаб'],
    ['Pitsa', 'Пицца'],
    ['Chuchvara', 'Чучвара'],
    ['Beshbarmoq', 'Бешбармак'],
    ['Norin', 'Нарын'],
    ['Mastava', 'Мастава'],
    ['Dimlama', 'Димлама'],
    ['Qozon kabob', 'Казан-кабоб'],
    ['Xonim', 'Ханум'],
    ['Chizburger', 'Чизбургер'],
    ['Kofe', 'Кофе'],
  ];
  const catalogue = dishes.flatMap(([uzName, ruName], i) => [
    product(2 * i + 1, uz(uzName)),
    product(2 * i + 2, ru(ruName)),
  ]);
  const uzId = (name: string) => 2 * dishes.findIndex(([u]) => u === name) + 1;
  const ruId = (name: string) => 2 * dishes.findIndex(([, r]) => r === name) + 2;

  it.each([
    ['плов', 'Palov'],
    ['лагман', "Lag'mon"],
    ['манты', 'Manti'],
    ['шашлык', 'Shashlik'],
    ['самса', 'Somsa'],
    ['чай', 'Choy'],
    ['компот', 'Kompot'],
    ['нон', 'Non'],
    ['лепёшка', 'Lepyoshka'],
    ['лепешка', 'Lepyoshka'],
    ['шурпа', "Sho'rva"],
    ['товук', 'Tovuq'],
    ['кабоб', 'Kabob'],
    ['кебаб', 'Kabob'],
    ['пицца', 'Pitsa'],
    ['чучвара', 'Chuchvara'],
    ['бешбармак', 'Beshbarmoq'],
    ['нарын', 'Norin'],
    ['мастава', 'Mastava'],
    ['димлама', 'Dimlama'],
    ['казан кабоб', 'Qozon kabob'],
    ['ханум', 'Xonim'],
    ['чизбургер', 'Chizburger'],
    ['кофе', 'Kofe'],
  ])('Cyrillic %s finds the Latin %s', (query, name) => {
    expect(ids(catalogue, query)).toContain(uzId(name));
  });

  it.each([
    ['palov', 'Плов'],
    ['plov', 'Плов'],
    ["lag'mon", 'Лагман'],
    ['lagman', 'Лагман'],
    ['manty', 'Манты'],
    ['manti', 'Манты'],
    ['shashlik', 'Шашлык'],
    ['shashlyk', 'Шашлык'],
    ['somsa', 'Самса'],
    ['choy', 'Чай'],
    ['chay', 'Чай'],
    ['kompot', 'Компот'],
    ['non', 'Нон'],
    ['lepyoshka', 'Лепёшка'],
    ["sho'rva", 'Шурпа'],
    ['tovuq', 'Товук'],
    ['kabob', 'Кебаб'],
    ['pitsa', 'Пицца'],
    ['pizza', 'Пицца'],
    ['chuchvara', 'Чучвара'],
    ['beshbarmoq', 'Бешбармак'],
    ['norin', 'Нарын'],
    ['mastava', 'Мастава'],
    ['dimlama', 'Димлама'],
    ['qozon kabob', 'Казан-кабоб'],
    ['xonim', 'Ханум'],
    ['chizburger', 'Чизбургер'],
    ['kofe', 'Кофе'],
    ['coffee', 'Кофе'],
  ])('Latin %s finds the Cyrillic %s', (query, name) => {
    expect(ids(catalogue, query)).toContain(ruId(name));
  });

  it('does not confuse the dishes with each other', () => {
    expect(ids(catalogue, 'плов').sort()).toEqual([uzId('Palov'), ruId('Плов')]);
    expect(ids(catalogue, 'чай').sort()).toEqual([uzId('Choy'), ruId('Чай')]);
    expect(ids(catalogue, 'манты').sort()).toEqual([uzId('Manti'), ruId('Манты')]);
  });

  it('matches English only through the English name, not through transliteration', () => {
    const pilaf = product(1, { uz: 'Palov', ru: 'Плов', eng: 'Pilaf' });
    const palov = product(2, { uz: 'Palov', ru: 'Плов' });
    expect(ids([pilaf, palov], 'pilaf')).toEqual([1]);
    expect(ids([pilaf, palov], 'плов').sort()).toEqual([1, 2]);
  });
});

describe('forgiving matching', () => {
  const catalogue = [
    product(1, { uz: 'Palov', ru: 'Плов', eng: 'Pilaf' }),
    product(2, { uz: 'Lag‘mon', ru: 'Лагман', eng: 'Lagman' }),
    product(3, { uz: 'Shashlik', ru: 'Шашлык', eng: 'Kebab skewer' }),
    product(4, { uz: 'Non', ru: 'Лепёшка', eng: 'Flatbread' }),
    product(5, { uz: 'Hot-dog', ru: 'Хот-дог', eng: 'Hot dog' }),
  ];
  it.each(['PALOV', 'pálov', 'Palov', 'ПЛОВ', 'plov'])('ignores case and accents: %s', (query) => {
    expect(ids(catalogue, query)).toEqual([1]);
  });
  it.each(['lagʻmon', 'lag’mon', 'lagʼmon', 'lag`mon', "lag'mon", 'lag‘mon', 'lagmon'])(
    'accepts any apostrophe: %s',
    (query) => {
      expect(ids(catalogue, query)).toEqual([2]);
    },
  );
  it.each([
    ['palv', 1],
    ['lagmn', 2],
    ['shashlyk', 3],
    ['shashlk', 3],
    ['shashlikk', 3],
    ['plaov', 1],
    ['lgaman', 2],
    ['шашлк', 3],
  ])('forgives one typo or transposition: %s', (query, id) => {
    expect(ids(catalogue, query)).toEqual([id]);
  });
  it('needs an exact word or prefix below four letters, and never forgives two edits', () => {
    expect(ids(catalogue, 'noy')).toEqual([]);
    expect(ids(catalogue, 'pxlxv')).toEqual([]);
    expect(ids(catalogue, 'shoshlyq')).toEqual([3]); // folds to the same key, not a typo
    expect(ids(catalogue, 'shushlek')).toEqual([]);
  });
  it('finds words as they are typed, including half-typed digraphs', () => {
    for (const query of ['l', 'la', 'lag', "lag'", "lag'm", "lag'mo", "lag'mon"])
      expect(ids(catalogue, query)[0], query).toBe(2);
    for (const query of ['ш', 'ша', 'шаш', 'шашл', 'шашлы', 'шашлык']) expect(ids(catalogue, query)[0], query).toBe(3);
    expect(ids([product(1, uz('Pitsa')), product(2, uz("Sho'rva"))], 'pit')).toEqual([1]);
    expect(ids([product(1, ru('Пицца')), product(2, uz("Sho'rva"))], 'pit')).toEqual([1]);
    expect(ids([product(1, ru('Шурпа')), product(2, uz('Pitsa'))], 'sho')).toEqual([1]);
  });
  it('joins hyphenated words', () => {
    expect(ids(catalogue, 'hotdog')).toEqual([5]);
    expect(ids(catalogue, 'хот-дог')).toEqual([5]);
  });
});

describe('descriptions, words and ranking', () => {
  const described = product(1, uz('Osh'), {
    uz: 'Guruch va sabzi bilan tayyorlanadi.',
    ru: 'Готовится с рисом и морковью.',
    eng: 'Cooked with rice and carrots.',
  });
  const other = product(2, uz('Choy'), { uz: "Ko'k choy", ru: 'Зелёный чай', eng: 'Green tea' });

  it.each(['sabzi', 'guruch', 'морковью', 'рисом', 'carrots', 'rice'])(
    'searches descriptions in every language: %s',
    (query) => {
      expect(ids([described, other], query)).toEqual([1]);
    },
  );
  it('requires every word of the query (AND) and adds up their scores', () => {
    expect(ids([described, other], 'osh sabzi')).toEqual([1]);
    expect(ids([described, other], 'sabzi зелёный')).toEqual([]);
    expect(ids([described, other], 'зеленыи чай')).toEqual([2]);
    const index = createSearchIndex([described, other]);
    const [one] = search(index, 'sabzi');
    const [two] = search(index, 'sabzi rice');
    expect(two?.score).toBeGreaterThan(one?.score ?? Infinity);
  });
  it('puts an exact name word before a description match, whatever the priority', () => {
    const inDescription = product(1, uz('Tovuq'), uz('Palov bilan'), 1);
    const named = product(2, uz('Palov'), null, 9);
    expect(ids([inDescription, named], 'palov')).toEqual([2, 1]);
  });
  it('ranks exact over prefix over one edit in names, and a name typo over a description', () => {
    const catalogue = [
      product(1, uz('Salam'), null, 1), // one edit from "salat"
      product(2, uz('Salatlar'), null, 2), // prefix
      product(3, uz('Salat'), null, 3), // exact
      product(4, uz('Kompot'), uz('Salat bilan'), 0), // description
    ];
    expect(ids(catalogue, 'salat')).toEqual([3, 2, 1, 4]);
    const fuzzyName = product(5, uz('Salatt'), null, 9); // one edit
    expect(ids([product(6, uz('Kompot'), uz('Salat'), 0), fuzzyName], 'salat')).toEqual([5, 6]);
  });
  it('breaks ties by priority, then by name, then by id', () => {
    const catalogue = [
      product(1, uz('Palov b'), null, 2),
      product(2, uz('Palov c'), null, 1),
      product(3, uz('Palov a'), null, 2),
      product(4, uz('Palov a'), null, 2),
    ];
    expect(ids(catalogue, 'palov')).toEqual([2, 3, 4, 1]);
    const byRussianName = search(
      createSearchIndex([product(1, { uz: 'A palov', ru: 'Плов Б' }), product(2, { uz: 'B palov', ru: 'Плов А' })]),
      'palov',
      { language: 'ru' },
    );
    expect(byRussianName.map((hit) => hit.productId)).toEqual([2, 1]);
  });
  it('matches one-letter queries against name prefixes only', () => {
    const catalogue = [product(1, uz('Kompot'), uz('Palov bilan')), product(2, uz('Palov')), product(3, ru('Плов'))];
    expect(ids(catalogue, 'p').sort()).toEqual([2, 3]);
    expect(ids(catalogue, 'п').sort()).toEqual([2, 3]);
  });
  it('returns nothing for no match or an empty query, and honours the limit', () => {
    const catalogue = Array.from({ length: 80 }, (_, i) => product(i + 1, uz(`Palov ${i + 1}`), null, i));
    expect(ids(catalogue, 'xyzzy')).toEqual([]);
    expect(ids(catalogue, '')).toEqual([]);
    expect(ids(catalogue, '  ,.!  ')).toEqual([]);
    expect(ids([], 'palov')).toEqual([]);
    expect(ids(catalogue, 'palov')).toHaveLength(50);
    expect(ids(catalogue, 'palov', 3)).toEqual([1, 2, 3]);
    expect(ids(catalogue, 'palov', 0)).toEqual([]);
  });
  it('builds the index once per catalogue array', () => {
    const catalogue = [described, other];
    expect(buildSearchIndex(catalogue)).toBe(buildSearchIndex(catalogue));
    expect(buildSearchIndex([...catalogue])).not.toBe(buildSearchIndex(catalogue));
    expect(searchProducts(catalogue, 'choy')[0]?.product).toBe(other);
  });
});

describe('a catalogue of 5,000 products', () => {
  const bases: [string, string, string][] = [
    ['Palov', 'Плов', 'Pilaf'],
    ["Lag'mon", 'Лагман', 'Lagman'],
    ['Manti', 'Манты', 'Dumplings'],
    ['Shashlik', 'Шашлык', 'Skewer'],
    ['Somsa', 'Самса', 'Samosa'],
    ['Choy', 'Чай', 'Tea'],
    ['Pitsa', 'Пицца', 'Pizza'],
    ['Burger', 'Бургер', 'Burger'],
    ["Sho'rva", 'Шурпа', 'Soup'],
    ['Kofe', 'Кофе', 'Coffee'],
    ['Tort', 'Торт', 'Cake'],
    ['Salat', 'Салат', 'Salad'],
  ];
  const mods: [string, string, string][] = [
    ['Pishloqli', 'с сыром', 'Cheesy'],
    ['Achchiq', 'с перцем', 'Spicy'],
    ["Qo'ziqorinli", 'с грибами', 'Mushroom'],
    ['Toshkentcha', 'по-ташкентски', 'Tashkent-style'],
    ['Asalli', 'с мёдом', 'Honey'],
    ["Ko'katli", 'с зеленью', 'Herb'],
  ];
  const catalogue = Array.from({ length: 5000 }, (_, i) => {
    const [bu, br, be] = bases[i % bases.length] as [string, string, string];
    const [mu, mr, me] = mods[Math.floor(i / bases.length) % mods.length] as [string, string, string];
    const n = Math.floor(i / (bases.length * mods.length)) + 1;
    return product(
      i + 1,
      { uz: `${mu} ${bu.toLowerCase()} ${n}`, ru: `${br} ${mr} ${n}`, eng: `${me} ${be.toLowerCase()} ${n}` },
      {
        uz: `${mu} ${bu.toLowerCase()}. Har kuni yangi tayyorlanadi.`,
        ru: `${br} ${mr}. Готовится свежим каждый день.`,
        eng: `${me} ${be}. Made fresh every day.`,
      },
      i % 40,
    );
  });

  // Its timings are `npm run bench`'s (scripts/bench/search.ts), not a unit test's.
  it('answers queries correctly at scale', () => {
    const index = buildSearchIndex(catalogue);
    const hits = search(index, 'шашлык с сыром', { limit: 1000 });
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.product.name.ru).toMatch(/^Шашлык с сыром/);
    for (let i = 1; i < hits.length; i++)
      expect((hits[i - 1] as { score: number }).score).toBeGreaterThanOrEqual((hits[i] as { score: number }).score);
    expect(search(index, 'palov 7')[0]?.product.name.uz).toMatch(/palov 7$/);
    expect(search(index, 'xyzzy')).toEqual([]);
  });
});
