import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text.ts';

function clipboard(writeText: ((text: string) => Promise<void>) | null) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}
function copyCommand(result: boolean | 'throws') {
  const command = vi.fn(() => {
    if (result === 'throws') throw new Error('not supported');
    return result;
  });
  Object.defineProperty(document, 'execCommand', { value: command, configurable: true });
  return command;
}

describe('copyText', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the Clipboard API where it works', async () => {
    const write = vi.fn(() => Promise.resolve());
    clipboard(write);
    const command = copyCommand(false);
    expect(await copyText('SALE10')).toBe(true);
    expect(write).toHaveBeenCalledWith('SALE10');
    expect(command).not.toHaveBeenCalled();
  });

  it('falls back to the copy command where the Clipboard API is refused or missing, leaving no field behind', async () => {
    clipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const command = copyCommand(true);
    expect(await copyText('SALE10')).toBe(true);
    expect(command).toHaveBeenCalledWith('copy');
    clipboard(null);
    expect(await copyText('SALE10')).toBe(true);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says when nothing could copy it', async () => {
    clipboard(() => Promise.reject(new Error('denied')));
    copyCommand(false);
    expect(await copyText('SALE10')).toBe(false);
    copyCommand('throws');
    expect(await copyText('SALE10')).toBe(false);
  });
});
