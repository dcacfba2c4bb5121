/**
 * The api's answers for quality marks and certifications, as REST sends them
 * (snake_case). Aliases of the types generated from the api's OpenAPI document
 * (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper QualityMark */
export type RestQualityMark = Schemas['QualityMark'];
export type RestQualityMarkList = Schemas['QualityMarkList'];
/** @mapper QualityMarkSuggestion */
export type RestQualityMarkSuggestion = Schemas['QualityMarkSuggestion'];
export type RestQualityMarkSuggestionList = Schemas['QualityMarkSuggestionList'];
/** @mapper Certification */
export type RestCertification = Schemas['Certification'];
/** @mapper CertificationAgency */
export type RestCertificationAgency = Schemas['CertificationAgency'];
export type RestCertificationList = Schemas['CertificationList'];
/** @mapper CertificationAttachment */
export type RestCertificationAttachment = Schemas['CertificationAttachment'];
/** @mapper CompanyCertification */
export type RestCompanyCertification = Schemas['CompanyCertification'];
export type RestCompanyCertificationList = Schemas['CompanyCertificationList'];
/** @mapper CertificationCompanyOption */
export type RestCertificationCompanyOption = Schemas['CertificationCompanyOption'];
export type RestCertificationCompanyOptionList = Schemas['CertificationCompanyOptionList'];
