import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGE, MESSAGE_KEYS, isMessageKey } from '#domain/shared/messages';
import {
  embedWidthSchema,
  isValidEmbedWidth,
  normalizeEmbedWidth,
} from '#domain/shared/validators/embed-width';
import {
  isStrongPassword,
  passwordPairSchema,
  passwordSchema,
} from '#domain/shared/validators/password';
import { isRichTextEmpty, requiredRichTextSchema } from '#domain/shared/validators/rich-text';
import { isValidSocialLink, socialLinkSchema } from '#domain/shared/validators/social-link';
import { optionalText, requiredText } from '#domain/shared/validators/text';

const message = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => (result.success ? null : result.error?.issues[0]?.message);

describe('password', () => {
  it.each(['Welkom123', 'Abcde1', 'A1bcdefgh'])('accepts %s', (password) => {
    expect(passwordSchema().safeParse(password).success).toBe(true);
  });
  it.each(['Abcd1', 'welkom123', 'Welkomabc', 'WELKOM'])('refuses %s as weak', (password) => {
    expect(message(passwordSchema().safeParse(password))).toBe('MESSAGE.PASSWORD_WEAK');
  });
  it('asks for a password when blank or missing', () => {
    expect(message(passwordSchema().safeParse(''))).toBe('MESSAGE.ENTER_PASSWORD');
    expect(message(passwordSchema().safeParse(undefined))).toBe('MESSAGE.ENTER_PASSWORD');
  });
  it('demands the same password again, reported on the repeat field', () => {
    expect(
      passwordPairSchema().safeParse({ password: 'Welkom123', repeat: 'Welkom123' }).success,
    ).toBe(true);
    const mismatch = passwordPairSchema().safeParse({ password: 'Welkom123', repeat: 'Welkom124' });
    expect(mismatch.success).toBe(false);
    expect(mismatch.error?.issues[0]).toMatchObject({
      message: 'MESSAGE.PASSWORDS_DO_NOT_MATCH',
      path: ['repeat'],
    });
    expect(message(passwordPairSchema().safeParse({ password: 'Welkom123', repeat: '' }))).toBe(
      'MESSAGE.ENTER_PASSWORD_AGAIN',
    );
  });
  it('calls strong exactly what has 6+ characters, a capital and a digit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (password) => {
        const expected = password.length >= 6 && /[A-Z]/.test(password) && /[0-9]/.test(password);
        expect(isStrongPassword(password)).toBe(expected);
      }),
    );
  });
});

describe('embed width', () => {
  it.each([
    ['100', '100%'],
    ['640', '640px'],
    ['50%', '50%'],
    ['300px', '300px'],
    ['300PX', '300px'],
    ['', '100%'],
  ])('%s becomes %s', (typed, stored) => {
    expect(embedWidthSchema().parse(typed)).toBe(stored);
  });
  it.each(['wide', '100em', '-5'])('refuses %s', (typed) => {
    expect(message(embedWidthSchema().safeParse(typed))).toBe('MESSAGE.ENTER_VALID_EMBED_WIDTH');
    expect(normalizeEmbedWidth(typed)).toBe(typed);
  });
  it('normalises idempotently and keeps accepted widths valid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,4}(px|%|PX)?$/), (typed) => {
        const once = normalizeEmbedWidth(typed);
        expect(normalizeEmbedWidth(once)).toBe(once);
        expect(isValidEmbedWidth(once)).toBe(true);
      }),
    );
  });
});

describe('social network links', () => {
  it.each([
    ['facebook', 'https://www.facebook.com/vakmanbv'],
    ['facebook', 'facebook.com/vakman.bv'],
    ['twitter', 'https://twitter.com/vakman'],
    ['twitter', 'https://x.com/vakman'],
    ['linkedin', 'https://www.linkedin.com/company/vakman-bv/'],
    ['linkedin', 'https://nl.linkedin.com/in/jan-de-vries'],
    ['instagram', 'https://instagram.com/vakman_bv'],
    ['youtube', 'https://www.youtube.com/@vakman'],
    ['youtube', 'https://www.youtube.com/channel/UC123'],
    ['youtube', 'https://youtu.be/abc123'],
    ['facebook', ''],
  ] as const)('%s accepts %s', (network, link) => {
    expect(isValidSocialLink(network, link)).toBe(true);
  });
  it.each([
    ['facebook', 'https://twitter.com/vakman'],
    ['facebook', 'https://www.facebook.com/'],
    ['twitter', 'https://example.com/vakman'],
    ['linkedin', 'https://www.linkedin.com/vakman'],
    ['instagram', 'https://www.facebook.com/vakman'],
    ['youtube', 'https://vimeo.com/123'],
  ] as const)('%s refuses %s', (network, link) => {
    expect(message(socialLinkSchema(network).safeParse(link))).toBe(
      'MESSAGE.ENTER_VALID_SOCIAL_LINK',
    );
  });
  it('stores the link with a scheme', () => {
    expect(socialLinkSchema('instagram').parse('instagram.com/vakman')).toBe(
      'https://instagram.com/vakman',
    );
    expect(socialLinkSchema('instagram').parse('')).toBeNull();
  });
});

describe('rich text', () => {
  it.each(['', '<p></p>', '<p><br></p>', '<p>&nbsp;</p>', ' <div> \u00a0 </div>', null])(
    '%j is empty',
    (html) => {
      expect(isRichTextEmpty(html)).toBe(true);
    },
  );
  it.each(['<p>Hallo</p>', 'tekst', '<p><img src="a.png"></p>', '<iframe src="x"></iframe>'])(
    '%j is not empty',
    (html) => expect(isRichTextEmpty(html)).toBe(false),
  );
  it('refuses an empty editor when required', () => {
    expect(message(requiredRichTextSchema().safeParse('<p><br></p>'))).toBe(
      'MESSAGE.FIELD_REQUIRED',
    );
    expect(requiredRichTextSchema(MESSAGE.GIVE_REASON).safeParse('<p>Omdat</p>').success).toBe(
      true,
    );
  });
});

describe('text fields and message keys', () => {
  it('trims, requires and limits text', () => {
    expect(requiredText(MESSAGE.ENTER_NAME).parse('  Jan ')).toBe('Jan');
    expect(message(requiredText(MESSAGE.ENTER_NAME).safeParse('  '))).toBe('MESSAGE.ENTER_NAME');
    expect(message(requiredText(undefined, 3).safeParse('abcd'))).toBe('MESSAGE.TEXT_TOO_LONG');
    expect(optionalText().parse('')).toBeNull();
    expect(optionalText().parse(undefined)).toBeNull();
    expect(message(optionalText(2).safeParse('abc'))).toBe('MESSAGE.TEXT_TOO_LONG');
  });
  it('exposes every key in MESSAGE form', () => {
    expect(MESSAGE.ENTER_VALID_PHONE).toBe('MESSAGE.ENTER_VALID_PHONE');
    expect(MESSAGE_KEYS.every(isMessageKey)).toBe(true);
    expect(new Set(MESSAGE_KEYS).size).toBe(MESSAGE_KEYS.length);
    expect(isMessageKey('Something broke')).toBe(false);
    expect(isMessageKey(undefined)).toBe(false);
  });
});
