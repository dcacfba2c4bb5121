import { describe, expect, it } from 'vitest';
import {
  AD_FORMATS,
  AD_GENERATOR_PERMISSION,
  isAdFormatCode,
  PRODUCT_IMAGE_INDEXES,
} from '#domain/marketing/ad-generator';
import { hasAccess } from '#domain/accounts/access';

describe('the campaign ad generator', () => {
  it('is for lead admins only', () => {
    expect(hasAccess(['ROLE_LEAD_ADMIN'], AD_GENERATOR_PERMISSION)).toBe(true);
    expect(hasAccess(['ROLE_LEAD_MANAGER'], AD_GENERATOR_PERMISSION)).toBe(false);
  });
  it('takes six product images, numbered 0 to 5', () => {
    expect(PRODUCT_IMAGE_INDEXES).toEqual([0, 1, 2, 3, 4, 5]);
  });
  it('makes square, portrait, story and link ads in the platforms’ sizes', () => {
    const sizes = Object.fromEntries(AD_FORMATS.map((f) => [f.code, `${f.width}x${f.height}`]));
    expect(sizes).toEqual({
      feed: '1080x1080',
      portrait: '1080x1350',
      story: '1080x1920',
      link: '1200x628',
    });
  });
  it('knows its format codes and no others', () => {
    expect(isAdFormatCode('story')).toBe(true);
    expect(isAdFormatCode('banner')).toBe(false);
    expect(isAdFormatCode('')).toBe(false);
  });
});
