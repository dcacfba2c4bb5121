import { z } from 'zod';
import { CERTIFICATION_STATES } from '#domain/certifications/certification';
import { itemsOf, listOf } from '../shared/responses';

export const certificationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    agency: z.object({ name: z.string(), value: z.string() }).meta({ id: 'CertificationAgency' }),
    requires_certificate: z.boolean(),
    company_count: z.number().int(),
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Certification' });

export const certificationListSchema = listOf(certificationSchema).meta({
  id: 'CertificationList',
});

export const certificationAttachmentSchema = z
  .object({
    id: z.number().int(),
    file_name: z.string(),
    content_type: z.string(),
    size_bytes: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'CertificationAttachment' });

/** A certification a company holds, with the certification itself. */
export const companyCertificationSchema = z
  .object({
    id: z.number().int(),
    company_id: z.number().int(),
    company_name: z.string(),
    certification: certificationSchema,
    state: z.enum(CERTIFICATION_STATES),
    revoke_reason: z.string().nullable(),
    attachment: certificationAttachmentSchema.nullable(),
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'CompanyCertification' });

export const companyCertificationListSchema = listOf(companyCertificationSchema).meta({
  id: 'CompanyCertificationList',
});

/** Companies an editor may give a certification, by name. */
export const certificationCompanyOptionListSchema = itemsOf(
  z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'CertificationCompanyOption' }),
).meta({ id: 'CertificationCompanyOptionList' });
