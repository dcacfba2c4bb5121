/**
 * The api's answers for quality marks and certifications, as REST sends them
 * (snake_case). Aliases of the types generated from the api's OpenAPI document
 * (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

export type RestQualityMark = Schemas['QualityMark'];
export type RestQualityMarkList = Schemas['QualityMarkList'];
export type RestQualityMarkSuggestion = Schemas['QualityMarkSuggestion'];
export type RestQualityMarkSuggestionList = Schemas['QualityMarkSuggestionList'];
export type RestCertification = Schemas['Certification'];
export type RestCertificationAgency = Schemas['CertificationAgency'];
export type RestCertificationList = Schemas['CertificationList'];
export type RestCertificationAttachment = Schemas['CertificationAttachment'];
export type RestCompanyCertification = Schemas['CompanyCertification'];
export type RestCompanyCertificationList = Schemas['CompanyCertificationList'];
export type RestCertificationCompanyOption = Schemas['CertificationCompanyOption'];
export type RestCertificationCompanyOptionList = Schemas['CertificationCompanyOptionList'];
