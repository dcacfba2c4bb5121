// Its tables: other areas read and join them; only certifications writes them (tests/shared/table-owners.test.ts).
export { qualityMarks } from './quality-mark.table';
export type { QualityMarkRow } from './quality-mark.table';
export {
  certifications,
  certificationAttachments,
  companyCertifications,
} from './certification.table';
export type {
  CertificationRow,
  CertificationAttachmentRow,
  CompanyCertificationRow,
} from './certification.table';
