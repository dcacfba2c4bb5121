import { describe, expect, it } from 'vitest';
import { pageInputSchema } from '#domain/cms/page-input';
import {
  isAllowedHref,
  isRichTextEmpty,
  plainTextToHtml,
  richTextFromEditor,
  richTextPlainText,
} from '#domain/cms/rich-text-content';

describe('rich text: required means not empty', () => {
  it('counts an empty paragraph, spaces and non-breaking spaces as empty', () => {
    expect(isRichTextEmpty('')).toBe(true);
    expect(isRichTextEmpty('<p></p>')).toBe(true);
    expect(isRichTextEmpty('<p> &nbsp; </p><h2><br></h2>')).toBe(true);
    expect(isRichTextEmpty('<p>Let op</p>')).toBe(false);
    expect(richTextPlainText('<h2>Kosten</h2><p>Vanaf &euro;&nbsp;500 &amp; meer</p>')).toBe(
      'Kosten Vanaf &euro; 500 & meer',
    );
  });

  it("stores an emptied editor as '' instead of its empty paragraph", () => {
    expect(richTextFromEditor('<p></p>')).toBe('');
    expect(richTextFromEditor('<p>Tekst</p>')).toBe('<p>Tekst</p>');
  });

  it('refuses a page whose attention block has no text, with the field named', () => {
    const page = (content: string) =>
      pageInputSchema.safeParse({
        url: '/tips',
        blocks: [{ type: 'TextBlock' }, { type: 'AttentionBlock', content }],
      });
    expect(page('<p> </p>').error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['blocks.1.content', 'MESSAGE.FIELD_REQUIRED'],
    ]);
    expect(page('<p>Let op</p>').success).toBe(true);
  });
});

describe('rich text: links', () => {
  it('allow http, https, file, tel, sms and mailto, relative paths and anchors', () => {
    for (const href of [
      'https://x.nl',
      'HTTP://x.nl',
      'file:///c/a.pdf',
      'tel:0301234567',
      'sms:0612345678',
      'mailto:a@b.nl',
      '/contact',
      '#kosten',
    ])
      expect(isAllowedHref(href), href).toBe(true);
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://x.nl',
      'vbscript:x',
      // Written so a browser still reads javascript:
      ' java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'jav&#x09;ascript:alert(1)',
    ])
      expect(isAllowedHref(href), href).toBe(false);
  });
});

describe('rich text: paste is plain', () => {
  it('turns blank lines into paragraphs and single breaks into <br>', () => {
    expect(plainTextToHtml('Eerste regel\nnog een\n\nTweede alinea\r\n')).toBe(
      '<p>Eerste regel<br>nog een</p><p>Tweede alinea</p>',
    );
  });

  it('keeps markup in pasted text as text', () => {
    expect(plainTextToHtml('<b>vet</b> & "zo"')).toBe(
      '<p>&lt;b&gt;vet&lt;/b&gt; &amp; &quot;zo&quot;</p>',
    );
    expect(plainTextToHtml(' \n \n')).toBe('');
  });
});
