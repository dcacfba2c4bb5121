import { and, eq, sql, type SQL } from 'drizzle-orm';
import { companies } from '../companies';
import type { Executor } from '../db';
import { notFound } from '../shared/errors';
import {
  certificationAttachments,
  certifications,
  companyCertifications,
  type CertificationAttachmentRow,
  type CertificationRow,
  type CompanyCertificationRow,
} from './certification.table';

// Written out: inside a subquery drizzle leaves column names unqualified.
export const companyCount = sql<number>`(select count(*)::int from company_certifications cc where cc.certification_id = certifications.id)`;

export function certificationJson(row: CertificationRow, count: number) {
  return {
    id: row.id,
    name: row.name,
    agency: { name: row.agencyName, value: row.agencyValue },
    requires_certificate: row.requiresCertificate,
    company_count: count,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function attachmentJson(row: CertificationAttachmentRow) {
  return {
    id: row.id,
    file_name: row.fileName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
  };
}

export async function findCertification(db: Executor, id: number | null) {
  if (id === null) throw notFound();
  const [row] = await db
    .select({ certification: certifications, companyCount })
    .from(certifications)
    .where(eq(certifications.id, id));
  if (!row) throw notFound();
  return row;
}

/** Company certifications with their company name, certification and file, by company name. */
export async function readCompanyCertifications(db: Executor, where: SQL | undefined) {
  const rows = await db
    .select({
      held: companyCertifications,
      companyName: companies.name,
      certification: certifications,
      companyCount,
      attachment: certificationAttachments,
    })
    .from(companyCertifications)
    .innerJoin(companies, eq(companies.id, companyCertifications.companyId))
    .innerJoin(certifications, eq(certifications.id, companyCertifications.certificationId))
    .leftJoin(
      certificationAttachments,
      eq(certificationAttachments.id, companyCertifications.attachmentId),
    )
    .where(where)
    .orderBy(sql`lower(${companies.name})`, sql`lower(${certifications.name})`);
  return rows.map((row) => companyCertificationJson(row.held, row));
}

function companyCertificationJson(
  held: CompanyCertificationRow,
  {
    companyName,
    certification,
    companyCount: count,
    attachment,
  }: {
    companyName: string;
    certification: CertificationRow;
    companyCount: number;
    attachment: CertificationAttachmentRow | null;
  },
) {
  return {
    id: held.id,
    company_id: held.companyId,
    company_name: companyName,
    certification: certificationJson(certification, count),
    state: held.state,
    revoke_reason: held.revokeReason,
    attachment: attachment ? attachmentJson(attachment) : null,
    version: held.version,
    created_at: held.createdAt.toISOString(),
    updated_at: held.updatedAt.toISOString(),
  };
}

export const heldBy = (companyId: number, certificationId: number) =>
  and(
    eq(companyCertifications.companyId, companyId),
    eq(companyCertifications.certificationId, certificationId),
  );

export async function findCompanyCertification(
  db: Executor,
  companyId: number | null,
  certificationId: number | null,
) {
  if (companyId === null || certificationId === null) throw notFound();
  const [row] = await readCompanyCertifications(db, heldBy(companyId, certificationId));
  if (!row) throw notFound();
  return row;
}
