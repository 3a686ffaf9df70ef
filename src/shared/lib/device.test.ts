import { describe, expect, it } from 'vitest';
import { isMobileBrowser } from './device.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('isMobileBrowser', () => {
  it('knows phones and tablets, an iPad calling itself a Mac included', () => {
    expect(isMobileBrowser({ userAgent: ANDROID })).toBe(true);
    expect(isMobileBrowser({ userAgent: IPHONE })).toBe(true);
    expect(isMobileBrowser({ userAgent: MAC, maxTouchPoints: 5 })).toBe(true);
    expect(isMobileBrowser({ userAgent: WINDOWS, userAgentData: { mobile: true } })).toBe(true);
  });
  it('knows desktops', () => {
    expect(isMobileBrowser({ userAgent: MAC, maxTouchPoints: 0 })).toBe(false);
    expect(isMobileBrowser({ userAgent: WINDOWS, userAgentData: { mobile: false } })).toBe(false);
  });
});
