import { describe, expect, it } from 'vitest';
import { ApiError, isTransient } from './api-error.ts';
import { errorText } from './error-text.ts';

const t = ((key: string) => key) as unknown as Parameters<typeof errorText>[2];
const http = (status: number, description: ApiError['description'] = null) =>
  new ApiError({ kind: 'http', status, message: `HTTP ${status}`, description });

describe('what a failed call tells the visitor', () => {
  it("says the server's own words in the visitor's language first", () => {
    expect(errorText(http(409, { uz: 'Band', ru: 'Занято', eng: 'Taken' }), 'ru', t)).toBe('Занято');
  });
  it('says the service is not answering for a 5xx without words of its own, and a plain error for a 4xx', () => {
    expect(errorText(http(502), 'eng', t)).toBe('errors.server');
    expect(errorText(http(500), 'eng', t)).toBe('errors.server');
    expect(errorText(http(404), 'eng', t)).toBe('common.error');
  });
  it('names a dropped connection, a time-out and an answer that breaks the contract', () => {
    expect(errorText(new ApiError({ kind: 'network', message: '' }), 'uz', t)).toBe('errors.network');
    expect(errorText(new ApiError({ kind: 'timeout', message: '' }), 'uz', t)).toBe('errors.timeout');
    expect(errorText(new ApiError({ kind: 'contract', message: '' }), 'uz', t)).toBe('errors.contract');
  });
});

describe('which failures are tried again on their own', () => {
  it('a dropped connection and a 5xx, once; not a time-out, a wrong answer or a 4xx', () => {
    expect(isTransient(new ApiError({ kind: 'network', message: '' }))).toBe(true);
    expect(isTransient(http(503))).toBe(true);
    expect(isTransient(http(404))).toBe(false);
    expect(isTransient(new ApiError({ kind: 'timeout', message: '' }))).toBe(false);
    expect(isTransient(new ApiError({ kind: 'contract', message: '' }))).toBe(false);
    expect(isTransient(new Error('x'))).toBe(false);
  });
});
