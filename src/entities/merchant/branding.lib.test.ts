import { describe, expect, it } from 'vitest';
import { brandColor, brandTextColor } from './branding.lib.ts';

describe('brand colour', () => {
  it('uses the merchant colour, the default when unset and the fallback when unusable', () => {
    expect(brandColor({ mainColor: '#2E7D32' })).toBe('#2E7D32');
    expect(brandColor({ mainColor: '' })).toBe('#FF2E17');
    expect(brandColor({ mainColor: 'red; background:url(x)' })).toBe('#FCE000');
  });
  it('picks a readable text colour', () => {
    expect(brandTextColor('#FF2E17')).toBe('#ffffff');
    expect(brandTextColor('#2E7D32')).toBe('#ffffff');
    expect(brandTextColor('#FCE000')).toBe('#1c1c1e');
    expect(brandTextColor('#fff')).toBe('#1c1c1e');
  });
});
