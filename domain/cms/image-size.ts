/** Width and height in pixels. */
export interface PixelSize {
  width: number;
  height: number;
}

function pngSize(data: Buffer): PixelSize | null {
  // The IHDR chunk follows the 8-byte signature: length, type, then width and height.
  if (data.length < 24 || data.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

function jpegSize(data: Buffer): PixelSize | null {
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1]!;
    // Start-of-frame markers (baseline, progressive, …) carry the size; DHT, JPG and DAC do not.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    }
    at += 2 + data.readUInt16BE(at + 2);
  }
  return null;
}

function webpSize(data: Buffer): PixelSize | null {
  const chunk = data.toString('latin1', 12, 16);
  if (chunk === 'VP8X' && data.length >= 30) {
    return { width: 1 + data.readUIntLE(24, 3), height: 1 + data.readUIntLE(27, 3) };
  }
  if (chunk === 'VP8L' && data.length >= 25) {
    const bits = data.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ' && data.length >= 30) {
    return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  }
  return null;
}

function svgSize(data: Buffer): PixelSize | null {
  const tag = /<svg\b[^>]*>/i.exec(data.subarray(0, 4096).toString('utf8'))?.[0];
  if (!tag) return null;
  const number = (name: string) => {
    const value = new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`, 'i').exec(
      tag,
    )?.[1];
    return value ? Math.round(Number(value)) : null;
  };
  const width = number('width');
  const height = number('height');
  if (width && height) return { width, height };
  const box =
    /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(tag);
  return box ? { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) } : null;
}

/** The pixel size an image file says it has (PNG, JPEG, WebP, SVG), or null when it does not tell. */
export function imageSize(type: string, data: Buffer): PixelSize | null {
  switch (type) {
    case 'png':
      return pngSize(data);
    case 'jpeg':
      return jpegSize(data);
    case 'webp':
      return webpSize(data);
    case 'svg':
      return svgSize(data);
    default:
      return null;
  }
}
