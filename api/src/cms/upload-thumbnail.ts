import sharp from 'sharp';
import type { DetectedType } from '../files';
import { ApiError } from '../shared/errors';

/** Thumbnails fit in this square: sharp on a 7-column grid and in the pickers. */
export const THUMBNAIL_SIZE = 320;

// Refuses decompression bombs: a few kilobytes of PNG can claim billions of pixels.
const MAX_INPUT_PIXELS = 60_000_000;

const RASTER: readonly DetectedType[] = ['png', 'jpeg', 'webp'];

/**
 * A small WebP of a raster image (turned upright by its EXIF orientation), or
 * null for types that need none (SVG scales itself, PDF is not shown). An image
 * that cannot be decoded is refused: its type only looked right.
 */
export async function makeThumbnail(data: Buffer, type: DetectedType): Promise<Buffer | null> {
  if (!RASTER.includes(type)) return null;
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    throw new ApiError(400, 'MESSAGE.FILE_TYPE_NOT_SUPPORTED');
  }
}
