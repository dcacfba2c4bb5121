import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = [number, number, number];

// Drawing is pure and costs ~20 ms a picture; every api start over a fresh in-memory
// storage (each test file) stores the same few dozen again, so each is drawn once a process.
const drawn = new Map<string, Buffer>();

/**
 * A demo picture as PNG: a sky from `top` to `bottom` with a sun, so the demo
 * uploads look like photos in the upload manager without shipping image files.
 */
export function demoPicture(
  width: number,
  height: number,
  top: Rgb,
  bottom: Rgb,
  sun: Rgb,
): Buffer {
  const key = [width, height, ...top, ...bottom, ...sun].join(',');
  let picture = drawn.get(key);
  if (!picture) {
    picture = drawPicture(width, height, top, bottom, sun);
    drawn.set(key, picture);
  }
  return picture;
}

function drawPicture(width: number, height: number, top: Rgb, bottom: Rgb, sun: Rgb): Buffer {
  const rows: Buffer[] = [];
  const sunX = width * 0.72;
  const sunY = height * 0.32;
  const radius = Math.min(width, height) * 0.14;
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    const t = y / (height - 1);
    for (let x = 0; x < width; x++) {
      const inSun = (x - sunX) ** 2 + (y - sunY) ** 2 < radius ** 2;
      const ground = y > height * (0.78 - 0.05 * Math.sin(x / 40));
      const colour: Rgb = inSun
        ? sun
        : ground
          ? [60, 110, 60]
          : ([0, 1, 2].map((i) => Math.round(top[i]! + (bottom[i]! - top[i]!) * t)) as Rgb);
      row[1 + x * 3] = colour[0];
      row[2 + x * 3] = colour[1];
      row[3 + x * 3] = colour[2];
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The demo uploads: name, title and colours (sky top, sky bottom, sun). */
export const DEMO_PICTURES = [
  {
    name: 'dak-met-panelen',
    title: 'Dak met zonnepanelen',
    colours: [
      [70, 130, 200],
      [190, 220, 250],
      [255, 210, 60],
    ],
  },
  {
    name: 'zonsopgang',
    title: 'Zonsopgang boven de wijk',
    colours: [
      [250, 150, 90],
      [255, 230, 180],
      [255, 250, 220],
    ],
  },
  {
    name: 'installateur',
    title: 'Installateur aan het werk',
    colours: [
      [90, 150, 210],
      [220, 235, 250],
      [255, 200, 40],
    ],
  },
  {
    name: 'warmtepomp',
    title: 'Warmtepomp in de tuin',
    colours: [
      [120, 160, 190],
      [230, 235, 240],
      [250, 240, 200],
    ],
  },
  {
    name: 'dakkapel',
    title: 'Nieuwe dakkapel',
    colours: [
      [60, 100, 170],
      [170, 200, 240],
      [255, 220, 100],
    ],
  },
  {
    name: 'zolder',
    title: 'Lichte zolderkamer',
    colours: [
      [200, 180, 150],
      [250, 240, 225],
      [255, 255, 240],
    ],
  },
  {
    name: 'isolatie',
    title: 'Spouwmuurisolatie',
    colours: [
      [110, 120, 140],
      [210, 215, 225],
      [240, 230, 200],
    ],
  },
  {
    name: 'winterzon',
    title: 'Winterzon op de panelen',
    colours: [
      [150, 180, 210],
      [235, 240, 248],
      [255, 245, 200],
    ],
  },
] as const satisfies readonly { name: string; title: string; colours: readonly [Rgb, Rgb, Rgb] }[];

export const DEMO_PICTURE_SIZE = { width: 480, height: 270 } as const;

export const demoStorageKey = (domainId: number, name: string) =>
  `cms/demo/${domainId}/${name}.png`;

/** The demo picture a storage key names, or null for any other key. */
export function demoPictureFor(key: string): Buffer | null {
  const name = /^cms\/demo\/\d+\/([a-z-]+)\.png$/.exec(key)?.[1];
  const picture = DEMO_PICTURES.find((p) => p.name === name);
  if (!picture) return null;
  const [top, bottom, sun] = picture.colours;
  return demoPicture(DEMO_PICTURE_SIZE.width, DEMO_PICTURE_SIZE.height, top, bottom, sun);
}
