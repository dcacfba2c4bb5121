import { demoPicture } from '../cms';

/** An image an image provider (Icecat and the like) has for a product. */
export interface ProviderImage {
  /** Opaque, stable for the same image: how it is fetched. */
  key: string;
  provider: string;
  title: string;
  width: number;
  height: number;
}

/**
 * Where provider images come from. The real providers (Icecat by EAN) are out of reach
 * here; `drawnImageProvider` is the working offline implementation.
 */
export interface ImageProvider {
  imagesFor(ean: string): Promise<ProviderImage[]>;
  /** The image as PNG/JPEG bytes; null when the key is not one of this provider's. */
  read(key: string): Promise<Buffer | null>;
}

const VIEWS = ['voorkant', 'zijkant', 'typeplaatje'] as const;
const SIZE = 240;
const KEY = /^drawn:(\d{8,14}):([0-2])$/;

/** Colours from the EAN's digits, so every product gets its own (and always the same) pictures. */
function colours(ean: string, view: number): [number, number, number][] {
  const digit = (at: number) => Number(ean[(at + view * 3) % ean.length]);
  return [
    [40 + digit(0) * 20, 60 + digit(1) * 15, 90 + digit(2) * 15],
    [200 + digit(3) * 5, 210 + digit(4) * 4, 220 + digit(5) * 3],
    [230, 180 + digit(6) * 7, 40 + digit(7) * 10],
  ];
}

/** Offline provider: three drawn pictures per EAN (front, side, rating plate). */
export const drawnImageProvider: ImageProvider = {
  async imagesFor(ean) {
    if (!/^\d{8,14}$/.test(ean)) return [];
    return VIEWS.map((view, index) => ({
      key: `drawn:${ean}:${index}`,
      provider: 'offline',
      title: view,
      width: SIZE,
      height: SIZE,
    }));
  },
  async read(key) {
    const match = KEY.exec(key);
    if (!match) return null;
    const [top, bottom, sun] = colours(match[1]!, Number(match[2]));
    return demoPicture(SIZE, SIZE, top!, bottom!, sun!);
  },
};
