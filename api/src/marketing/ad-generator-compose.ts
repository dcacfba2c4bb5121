import sharp from 'sharp';
import type { AdFormat, AdFormatCode } from '#domain/marketing/ad-generator';

/**
 * Composes one ad (docs/marketing.md, "Ad generator"): the main image as cover background,
 * a shade for legibility, the product images on white cards in a grid, and the campaign's
 * name and product as text. Text is an SVG overlay rendered by sharp (librsvg + fontconfig)
 * in the generic `sans-serif` family, so it renders with whatever sans font a machine has
 * (DejaVu Sans here).
 */

/** Raise when the layout changes: every cached ad is composed anew. */
export const AD_LAYOUT_VERSION = 1;

export interface AdInputs {
  title: string;
  subtitle: string | null;
  /** The main image (any size; covered onto the canvas), or null for a plain background. */
  main: Buffer | null;
  /** The product images in position order. */
  products: Buffer[];
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Layout {
  products: Box;
  text: Box;
  /** Where the shade behind products and text lies: from the bottom, or from the left. */
  shade: 'bottom' | 'left';
  titleSize: number;
}

const LAYOUTS: Record<AdFormatCode, Layout> = {
  feed: {
    products: { x: 60, y: 540, w: 960, h: 270 },
    text: { x: 60, y: 840, w: 960, h: 190 },
    shade: 'bottom',
    titleSize: 64,
  },
  portrait: {
    products: { x: 60, y: 690, w: 960, h: 340 },
    text: { x: 60, y: 1070, w: 960, h: 220 },
    shade: 'bottom',
    titleSize: 70,
  },
  story: {
    // The top and bottom 250 px of a story are covered by the app's own controls.
    products: { x: 60, y: 960, w: 960, h: 440 },
    text: { x: 60, y: 1430, w: 960, h: 240 },
    shade: 'bottom',
    titleSize: 76,
  },
  link: {
    products: { x: 660, y: 44, w: 500, h: 540 },
    text: { x: 48, y: 330, w: 560, h: 254 },
    shade: 'left',
    titleSize: 54,
  },
};

const CARD_GAP = 20;
const CARD_PADDING = 14;
const CARD_RADIUS = 18;
const BACKGROUND = { r: 22, g: 58, b: 94 };

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/**
 * Words wrapped into at most `maxLines` lines of about `maxChars` characters (the SVG
 * renderer does not wrap); what does not fit ends in an ellipsis.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || !line) {
      line = next;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const kept = lines
    .slice(0, maxLines)
    .map((l) => (l.length > maxChars ? l.slice(0, maxChars) : l));
  if (lines.length > maxLines || lines.some((l) => l.length > maxChars)) {
    const last = kept.length - 1;
    kept[last] = `${kept[last]!.slice(0, Math.max(1, maxChars - 1)).trimEnd()}…`;
  }
  return kept;
}

/** Square cells for n images in a box: the column count that gives the largest cells. */
export function gridCells(n: number, box: Box): Box[] {
  if (n === 0) return [];
  let best = { cols: 1, rows: n, size: 0 };
  for (let cols = 1; cols <= n; cols += 1) {
    const rows = Math.ceil(n / cols);
    const size = Math.floor(
      Math.min((box.w - CARD_GAP * (cols - 1)) / cols, (box.h - CARD_GAP * (rows - 1)) / rows),
    );
    if (size > best.size) best = { cols, rows, size };
  }
  const { cols, rows, size } = best;
  const cells: Box[] = [];
  for (let i = 0; i < n; i += 1) {
    const row = Math.floor(i / cols);
    const inRow = row === rows - 1 ? n - row * cols : cols; // the last row is centred
    const rowWidth = inRow * size + (inRow - 1) * CARD_GAP;
    const gridHeight = rows * size + (rows - 1) * CARD_GAP;
    const col = i - row * cols;
    cells.push({
      x: Math.round(box.x + (box.w - rowWidth) / 2 + col * (size + CARD_GAP)),
      y: Math.round(box.y + (box.h - gridHeight) / 2 + row * (size + CARD_GAP)),
      w: size,
      h: size,
    });
  }
  return cells;
}

function overlaySvg(format: AdFormat, layout: Layout, cells: Box[], inputs: AdInputs): Buffer {
  const { width, height } = format;
  const { text } = layout;
  const shade =
    layout.shade === 'bottom'
      ? `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
           <stop offset="0" stop-color="#000" stop-opacity="0"/>
           <stop offset="0.35" stop-color="#000" stop-opacity="0.25"/>
           <stop offset="1" stop-color="#000" stop-opacity="0.8"/>
         </linearGradient>
         <rect x="0" y="${Math.round(layout.products.y - height * 0.12)}" width="${width}" height="${height}" fill="url(#s)"/>`
      : `<linearGradient id="s" x1="0" y1="0" x2="1" y2="0">
           <stop offset="0" stop-color="#000" stop-opacity="0.8"/>
           <stop offset="0.55" stop-color="#000" stop-opacity="0.45"/>
           <stop offset="1" stop-color="#000" stop-opacity="0.1"/>
         </linearGradient>
         <rect x="0" y="0" width="${width}" height="${height}" fill="url(#s)"/>`;
  const cards = cells
    .map(
      (c) =>
        `<rect x="${c.x}" y="${c.y}" width="${c.w}" height="${c.h}" rx="${CARD_RADIUS}" fill="#fff" fill-opacity="0.96"/>`,
    )
    .join('');

  const titleSize = layout.titleSize;
  const subtitleSize = Math.round(titleSize * 0.5);
  // DejaVu Sans Bold averages about 0.62 em a character; other sans fonts are narrower.
  const titleLines = wrapText(inputs.title, Math.floor(text.w / (titleSize * 0.62)), 2);
  const subtitleLines = inputs.subtitle
    ? wrapText(inputs.subtitle, Math.floor(text.w / (subtitleSize * 0.58)), 1)
    : [];
  const lineHeight = Math.round(titleSize * 1.15);
  const blockHeight =
    subtitleLines.length * Math.round(subtitleSize * 1.5) + titleLines.length * lineHeight;
  let y = text.y + Math.max(0, text.h - blockHeight);
  const parts: string[] = [];
  for (const line of subtitleLines) {
    y += subtitleSize;
    parts.push(
      `<text x="${text.x}" y="${y}" font-size="${subtitleSize}" font-weight="bold" fill="#ffd43b" letter-spacing="1">${escapeXml(line.toUpperCase())}</text>`,
    );
    y += Math.round(subtitleSize * 0.5);
  }
  for (const line of titleLines) {
    y += lineHeight;
    parts.push(
      `<text x="${text.x}" y="${y - Math.round(titleSize * 0.2)}" font-size="${titleSize}" font-weight="bold" fill="#fff">${escapeXml(line)}</text>`,
    );
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">
      <defs/>${shade}${cards}${parts.join('')}</svg>`,
  );
}

async function background(format: AdFormat, main: Buffer | null): Promise<Buffer> {
  if (main) {
    return sharp(main)
      .resize(format.width, format.height, { fit: 'cover', position: 'centre' })
      .removeAlpha()
      .raw()
      .toBuffer();
  }
  return sharp({
    create: { width: format.width, height: format.height, channels: 3, background: BACKGROUND },
  })
    .raw()
    .toBuffer();
}

/** One ad as PNG of exactly the format's pixel size. */
export async function composeAd(format: AdFormat, inputs: AdInputs): Promise<Buffer> {
  const layout = LAYOUTS[format.code];
  const cells = gridCells(inputs.products.length, layout.products);
  const [base, ...products] = await Promise.all([
    background(format, inputs.main),
    ...inputs.products.map((data, i) => {
      const inner = Math.max(1, cells[i]!.w - 2 * CARD_PADDING);
      return sharp(data)
        .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
    }),
  ]);
  const overlay = overlaySvg(format, layout, cells, inputs);
  return sharp(base, { raw: { width: format.width, height: format.height, channels: 3 } })
    .composite([
      { input: overlay, top: 0, left: 0 },
      ...products.map((input, i) => ({
        input,
        top: cells[i]!.y + CARD_PADDING,
        left: cells[i]!.x + CARD_PADDING,
      })),
    ])
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
}
