import { describe, expect, it } from 'vitest';
import { telegramChat } from './vacancy.lib.ts';

describe('telegramChat', () => {
  it('takes a username however it is written', () => {
    for (const written of ['oshxona_jobs', '@oshxona_jobs', 'https://t.me/oshxona_jobs', ' t.me/oshxona_jobs '])
      expect(telegramChat(written)).toBe('https://t.me/oshxona_jobs');
  });
  it('refuses what cannot be a username (no link to elsewhere is ever made)', () => {
    for (const written of [null, '', 'ab', 'javascript:alert(1)', 'https://evil.example/x', 'name/../x', '1abcde'])
      expect(telegramChat(written)).toBeNull();
  });
});
