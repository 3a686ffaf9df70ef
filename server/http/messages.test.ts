import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';

/**
 * Apostrophe look-alikes Uzbek is not written with: the ASCII apostrophe, the backtick, the acute accent and the
 * typographic quotes. The letters oʻ and gʻ take U+02BB and the tutuq belgisi U+02BC, as locales/uz.json writes them.
 */
const NOT_UZBEK = /['`\u00B4\u2018\u2019\u02B9\u02BE\u02BF]/u;

describe('the API messages in Uzbek', () => {
  it('are written with oʻ and gʻ (U+02BB) and the tutuq belgisi ʼ (U+02BC), never an ASCII apostrophe', () => {
    const wrong = Object.entries(messages)
      .filter(([, message]) => NOT_UZBEK.test(message.uz))
      .map(([key, message]) => `${key}: ${message.uz}`);
    expect(wrong).toEqual([]);
  });

  it('write oʻ and gʻ with U+02BB: the tutuq belgisi U+02BC never stands for them', () => {
    const text = Object.values(messages)
      .map((message) => message.uz)
      .join('\n');
    expect(text).toContain('notoʻgʻri');
    expect(text).not.toMatch(/\b(?:notoʼgʼri|soʼrov|soʼm|toʼlov|boʼl|koʼp|doʼkon|oʼzgar)/iu);
  });
});
