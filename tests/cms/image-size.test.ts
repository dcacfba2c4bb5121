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

/** A lossless WebP: the 14-bit width and height (each minus one) packed from byte 21. */
function webpVp8l(width: number, height: number): Buffer {
  const data = Buffer.alloc(25);
  data.write('RIFF', 0, 'latin1');
  data.write('WEBPVP8L', 8, 'latin1');
  data.writeUInt32LE((width - 1) | ((height - 1) << 14), 21);
  return data;
}

/** A lossy WebP: the 14-bit width and height at bytes 26 and 28 (the top two bits scale). */
function webpVp8(width: number, height: number): Buffer {
  const data = Buffer.alloc(30);
  data.write('RIFF', 0, 'latin1');
  data.write('WEBPVP8 ', 8, 'latin1');
  data.writeUInt16LE(width | 0x4000, 26);
  data.writeUInt16LE(height, 28);
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

  it('is read from lossless and lossy WebP headers too', () => {
    expect(imageSize('webp', webpVp8l(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imageSize('webp', webpVp8l(16_384, 1))).toEqual({ width: 16_384, height: 1 });
    expect(imageSize('webp', webpVp8(800, 600))).toEqual({ width: 800, height: 600 });
  });

  it('skips JPEG segments before the frame, and tables that are not a frame', () => {
    // SOI, a DHT segment (0xc4, no size) of 4 bytes, then a progressive frame (0xc2) of 64 x 32.
    const progressive = Buffer.from([
      0xff, 0xd8, 0xff, 0xc4, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc2, 0x00, 0x11, 0x08, 0x00, 0x20,
      0x00, 0x40, 0x03,
    ]);
    expect(imageSize('jpeg', progressive)).toEqual({ width: 64, height: 32 });
  });

  it('takes the SVG view box when width or height is missing or in other units', () => {
    expect(imageSize('svg', Buffer.from('<svg width="100%" viewBox="0,0,300.4,150">'))).toEqual({
      width: 300,
      height: 150,
    });
    expect(imageSize('svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(imageSize('svg', Buffer.from('<html><body></body></html>'))).toBeNull();
  });

  it('is unknown for documents and cut-off files', () => {
    expect(imageSize('pdf', Buffer.from('%PDF-1.4'))).toBeNull();
    expect(imageSize('png', Buffer.from([0x89, 0x50]))).toBeNull();
    expect(imageSize('jpeg', Buffer.from([0xff, 0xd8, 0x00]))).toBeNull();
    expect(
      imageSize('jpeg', Buffer.from([0xff, 0xd8, 0x00, 0, 0, 0, 0, 0, 0, 0, 0, 0])),
    ).toBeNull();
    expect(imageSize('webp', webpVp8x(10, 10).subarray(0, 29))).toBeNull();
    expect(imageSize('webp', Buffer.from('RIFF....WEBPALPH........'))).toBeNull();
  });
});
