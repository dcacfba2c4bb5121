import { describe, expect, it } from 'vitest';
import { imageSize } from '#domain/cms/image-size';
import { demoPicture } from '../../api/src/cms/demo-images';

/** A JPEG start: SOI, an APP0 segment, then a baseline frame header of 300 x 200. */
const jpeg = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0xc8, 0x01,
  0x2c, 0x03,
]);

function webpVp8x(width: number, height: number): Buffer {
  const data = Buffer.alloc(30);
  data.write('RIFF', 0, 'latin1');
  data.write('WEBPVP8X', 8, 'latin1');
  data.writeUIntLE(width - 1, 24, 3);
  data.writeUIntLE(height - 1, 27, 3);
  return data;
}

describe('the pixel size of an upload', () => {
  it('is read from PNG, JPEG, WebP and SVG headers', () => {
    expect(imageSize('png', demoPicture(48, 20, [0, 0, 0], [9, 9, 9], [1, 1, 1]))).toEqual({
      width: 48,
      height: 20,
    });
    expect(imageSize('jpeg', jpeg)).toEqual({ width: 300, height: 200 });
    expect(imageSize('webp', webpVp8x(1920, 1080))).toEqual({ width: 1920, height: 1080 });
    expect(imageSize('svg', Buffer.from('<svg width="120px" height="40">'))).toEqual({
      width: 120,
      height: 40,
    });
    expect(imageSize('svg', Buffer.from('<svg viewBox="0 0 24 16">'))).toEqual({
      width: 24,
      height: 16,
    });
  });

  it('is unknown for documents and cut-off files', () => {
    expect(imageSize('pdf', Buffer.from('%PDF-1.4'))).toBeNull();
    expect(imageSize('png', Buffer.from([0x89, 0x50]))).toBeNull();
    expect(imageSize('jpeg', Buffer.from([0xff, 0xd8, 0x00]))).toBeNull();
  });
});
