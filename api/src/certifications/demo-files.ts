import { eq, like } from 'drizzle-orm';
import type { Database } from '../db';
import type { FileStorage } from '../files';
import { certificationAttachments } from './certification.table';
import { qualityMarks } from './quality-mark.table';

export const DEMO_LOGO_KEY_PREFIX = 'quality-marks/demo/';
export const DEMO_CERTIFICATE_KEY_PREFIX = 'certifications/demo/';

const COLOURS = ['#1c7ed6', '#2f9e44', '#e8590c', '#7048e8'];

/** A plain SVG badge with the mark's initials. */
function demoLogo(name: string, index: number): Buffer {
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const colour = COLOURS[index % COLOURS.length];
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
      `<rect x="4" y="4" width="152" height="152" rx="28" fill="${colour}"/>` +
      `<text x="80" y="96" font-family="Arial, sans-serif" font-size="48" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>` +
      `</svg>`,
  );
}

/** A one-page PDF that says it is a demo certificate. */
function demoCertificate(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 760 Td (Demo certificaat: ${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The seed records the demo logos and certificates but has no file storage at hand:
 * they are drawn and stored when the api starts, if not there yet.
 */
export async function storeDemoCertificationFiles(
  db: Database,
  storage: FileStorage,
): Promise<void> {
  const marks = await db
    .select({ key: qualityMarks.logoKey, name: qualityMarks.name })
    .from(qualityMarks)
    .where(like(qualityMarks.logoKey, `${DEMO_LOGO_KEY_PREFIX}%`));
  for (const [index, { key, name }] of marks.entries())
    if (key && !(await storage.get(key)))
      await storage.put(key, demoLogo(name, index), 'image/svg+xml');
  const files = await db
    .select({ id: certificationAttachments.id, key: certificationAttachments.storageKey })
    .from(certificationAttachments)
    .where(like(certificationAttachments.storageKey, `${DEMO_CERTIFICATE_KEY_PREFIX}%`));
  for (const { id, key } of files) {
    if (await storage.get(key)) continue;
    const pdf = demoCertificate(key.slice(DEMO_CERTIFICATE_KEY_PREFIX.length));
    await storage.put(key, pdf, 'application/pdf');
    await db
      .update(certificationAttachments)
      .set({ sizeBytes: pdf.length })
      .where(eq(certificationAttachments.id, id));
  }
}
