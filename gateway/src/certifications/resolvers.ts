import { snakeFields } from '../rest/snake-fields';
import { snakeToCamel } from '#domain/shared/case-names';
import { withRenamedFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import { orNull } from '../rest/rest-error';
import { companyCertificationFileUrl, qualityMarkLogoUrl } from './file-routes';
import type {
  RestCertificationAttachment,
  RestCertification,
  RestCompanyCertification,
  RestQualityMark,
} from './rest-types';

/** Field errors by their GraphQL input names (requires_certificate -> requiresCertificate). */
const inputNames = <T>(call: Promise<T>) => withRenamedFields(call, snakeToCamel);

const certificationBody = (input: {
  name: string;
  agency: { name: string; value: string };
  requiresCertificate: boolean;
}) => ({ name: input.name, agency: input.agency, requires_certificate: input.requiresCertificate });

const heldPath = (companyId: string, certificationId: string) =>
  `/v2/company/${numericId(companyId)}/certification/${numericId(certificationId)}` as const;

/** Quality marks and certifications (schema/certifications.graphql); files go through ./file-routes. */
export const certificationsResolvers = {
  Query: {
    qualityMarks: (_parent, { search, page, pageSize }, { rest }) =>
      rest.typed.get('/v2/qualitymark', {
        search: search || undefined,
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
    qualityMark: (_parent, { id }, { rest }) =>
      orNull(rest.typed.get(`/v2/qualitymark/${numericId(id)}`)),
    qualityMarkSuggestions: async (_parent, { q }, { rest }) =>
      (await rest.typed.post('/quality_mark/suggestion', { q })).items,
    certifications: (_parent, { search, page, pageSize }, { rest }) =>
      rest.typed.get('/v2/certification', {
        search: search || undefined,
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
    certification: (_parent, { id }, { rest }) =>
      orNull(rest.typed.get(`/v2/certification/${numericId(id)}`)),
    certificationHolders: async (_parent, { certificationId }, { rest }) =>
      (await rest.typed.get(`/v2/certification/${numericId(certificationId)}/company`)).items,
    certificationCompanyOptions: async (_parent, { search }, { rest }) =>
      (
        await rest.typed.get('/v2/certification/company-options', {
          search: search || undefined,
        })
      ).items,
    companyCertifications: async (_parent, { companyId }, { rest }) =>
      (await rest.typed.get(`/v2/company/${numericId(companyId)}/certification`)).items,
    companyCertification: (_parent, { companyId, certificationId }, { rest }) =>
      orNull(rest.typed.get(heldPath(companyId, certificationId))),
  },
  Mutation: {
    createQualityMark: (_parent, { input }, { rest }) =>
      inputNames(rest.typed.post('/v2/qualitymark', input)),
    updateQualityMark: (_parent, { id, input, version }, { rest }) =>
      inputNames(rest.typed.post(`/v2/qualitymark/${numericId(id)}`, { ...input, version })),
    deleteQualityMark: async (_parent, { id }, { rest }) => {
      await rest.typed.delete(`/v2/qualitymark/${numericId(id)}`);
      return id;
    },
    createCertification: (_parent, { input }, { rest }) =>
      inputNames(rest.typed.post('/v2/certification', certificationBody(input))),
    updateCertification: (_parent, { id, input, version }, { rest }) =>
      inputNames(
        rest.typed.post(`/v2/certification/${numericId(id)}`, {
          ...certificationBody(input),
          version,
        }),
      ),
    deleteCertification: async (_parent, { id }, { rest }) => {
      await rest.typed.delete(`/v2/certification/${numericId(id)}`);
      return id;
    },
    addCompanyCertification: (_parent, { companyId, input }, { rest }) =>
      inputNames(
        rest.typed.post(`/v2/company/${numericId(companyId)}/certification`, {
          certification_id: numericId(input.certificationId),
          attachment_id: input.attachmentId ? numericId(input.attachmentId) : null,
        }),
      ),
    updateCompanyCertification: (
      _parent,
      { companyId, certificationId, input, version },
      { rest },
    ) =>
      inputNames(
        rest.typed.post(heldPath(companyId, certificationId), {
          version,
          new_state: input.newState ?? null,
          revoke_reason: input.revokeReason ?? null,
          attachment_id: input.attachmentId ? numericId(input.attachmentId) : null,
        }),
      ),
    deleteCompanyCertification: async (_parent, { companyId, certificationId }, { rest }) => {
      await rest.typed.delete(heldPath(companyId, certificationId));
      return certificationId;
    },
  },
  QualityMark: {
    ...snakeFields<RestQualityMark>()('created_at', 'updated_at'),
    logoUrl: (mark) => (mark.logo ? qualityMarkLogoUrl(mark.id, mark.logo.updated_at) : null),
    logoFileName: (mark) => mark.logo?.file_name ?? null,
  },
  Certification: {
    ...snakeFields<RestCertification>()(
      'requires_certificate',
      'company_count',
      'created_at',
      'updated_at',
    ),
  },
  CertificationAttachment: {
    ...snakeFields<RestCertificationAttachment>()(
      'file_name',
      'content_type',
      'size_bytes',
      'created_at',
    ),
  },
  CompanyCertification: {
    ...snakeFields<RestCompanyCertification>()(
      'company_id',
      'company_name',
      'revoke_reason',
      'created_at',
      'updated_at',
    ),
    attachmentUrl: (held) =>
      held.attachment
        ? companyCertificationFileUrl(held.company_id, held.certification.id, held.attachment.id)
        : null,
  },
} satisfies Resolvers;
