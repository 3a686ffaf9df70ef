import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderApiDoc } from './api-doc.ts';

describe('API reference', () => {
  it('docs/api.md is up to date (run `npm run api-doc`)', () => {
    expect(fs.readFileSync('docs/api.md', 'utf8')).toBe(renderApiDoc());
  });
});
