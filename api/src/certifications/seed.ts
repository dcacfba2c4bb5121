import { inArray } from 'drizzle-orm';
import type { CertificationState } from '#domain/certifications/certification';
import { companies } from '../companies';
import type { Executor } from '../db';
import {
  certificationAttachments,
  certifications,
  companyCertifications,
} from './certification.table';
import { DEMO_CERTIFICATE_KEY_PREFIX, DEMO_LOGO_KEY_PREFIX } from './demo-files';
import { qualityMarks } from './quality-mark.table';

const QUALITY_MARKS: { name: string; certificate: string; logo: string | null }[] = [
  {
    name: 'Techniek Nederland',
    certificate:
      'Lid van de branchevereniging voor installatietechniek; werkt volgens de algemene voorwaarden van Techniek Nederland.',
    logo: 'techniek-nederland',
  },
  {
    name: 'InstallQ',
    certificate:
      'Erkend installateur: vakbekwaamheid en werkwijze worden periodiek gecontroleerd door InstallQ.',
    logo: 'installq',
  },
  {
    name: 'VCA',
    certificate: 'Veiligheid, Gezondheid en Milieu Checklist Aannemers (VCA*), geldig certificaat.',
    logo: 'vca',
  },
  {
    name: 'KOMO',
    certificate: 'Producten en processen voldoen aan de KOMO-kwaliteitsverklaring.',
    logo: null,
  },
];

const CERTIFICATIONS: {
  name: string;
  agency: [string, string];
  requiresCertificate: boolean;
}[] = [
  { name: 'F-gassen installateur', agency: ['Kiwa', 'kiwa'], requiresCertificate: true },
  { name: 'VCA Basis', agency: ['SSVV', 'ssvv'], requiresCertificate: true },
  { name: 'Erkend installateur', agency: ['InstallQ', 'installq'], requiresCertificate: false },
  { name: 'BRL 9500 energielabel', agency: ['Kiwa', 'kiwa'], requiresCertificate: true },
  {
    name: 'Erkend dakdekker',
    agency: ['Vakfederatie Dak- en Gevelbedrijven', 'vebidak'],
    requiresCertificate: false,
  },
];

/** Which demo company holds what, in which state (every state shows up somewhere). */
const HELD: [company: string, certification: string, state: CertificationState, reason?: string][] =
  [
    ['Hendriks Installatietechniek B.V.', 'F-gassen installateur', 'active'],
    ['Hendriks Installatietechniek B.V.', 'Erkend installateur', 'active'],
    ['Hendriks Installatietechniek B.V.', 'VCA Basis', 'expired'],
    ['Bos Verwarming', 'F-gassen installateur', 'review'],
    ['Bos Verwarming', 'Erkend installateur', 'halted'],
    ['Groen Zonnepanelen', 'VCA Basis', 'active'],
    ['Groen Zonnepanelen', 'BRL 9500 energielabel', 'invalid'],
    ['Willems Dakwerken', 'Erkend dakdekker', 'active'],
    ['De Vries Isolatie', 'BRL 9500 energielabel', 'revoked', 'other_company'],
  ];

/** Quality marks (three with a logo), certifications and the certifications of a few demo companies. */
export async function seedCertifications(tx: Executor): Promise<void> {
  await tx.insert(qualityMarks).values(
    QUALITY_MARKS.map((mark) => ({
      name: mark.name,
      certificate: mark.certificate,
      // The logos themselves are drawn when the api starts (./demo-files).
      ...(mark.logo
        ? {
            logoKey: `${DEMO_LOGO_KEY_PREFIX}${mark.logo}.svg`,
            logoContentType: 'image/svg+xml',
            logoFileName: `${mark.logo}.svg`,
            logoUpdatedAt: new Date(),
          }
        : {}),
    })),
  );
  const certificationRows = await tx
    .insert(certifications)
    .values(
      CERTIFICATIONS.map((c) => ({
        name: c.name,
        agencyName: c.agency[0],
        agencyValue: c.agency[1],
        requiresCertificate: c.requiresCertificate,
      })),
    )
    .returning();
  const certificationByName = new Map(certificationRows.map((row) => [row.name, row]));
  const companyRows = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.name, [...new Set(HELD.map(([company]) => company))]));
  const companyByName = new Map(companyRows.map((row) => [row.name, row.id]));

  for (const [companyName, certificationName, state, reason] of HELD) {
    const companyId = companyByName.get(companyName);
    const certification = certificationByName.get(certificationName);
    if (!companyId || !certification) continue; // another area's demo data changed
    let attachmentId: number | null = null;
    if (certification.requiresCertificate) {
      const [file] = await tx
        .insert(certificationAttachments)
        .values({
          companyId,
          certificationId: certification.id,
          storageKey: `${DEMO_CERTIFICATE_KEY_PREFIX}${companyId}-${certification.id}.pdf`,
          fileName: `certificaat-${certification.agencyValue}.pdf`,
          contentType: 'application/pdf',
          sizeBytes: 600,
        })
        .returning({ id: certificationAttachments.id });
      attachmentId = file!.id;
    }
    await tx.insert(companyCertifications).values({
      companyId,
      certificationId: certification.id,
      state,
      revokeReason: reason ?? null,
      attachmentId,
    });
  }
}
