/** URL builders of the certifications area, so no screen spells a path by hand. */
export const certificationUrls = {
  qualityMarks: () => '/quality-mark',
  newQualityMark: () => '/quality-mark/new',
  qualityMark: (id: string | number) => `/quality-mark/${id}`,
  certifications: () => '/certification',
  newCertification: () => '/certification/new',
  certification: (id: string | number) => `/certification/${id}`,
  /** `certificationId` preselects one; `userType` 'company' sends the editor back to the company screen. */
  newCompanyCertification: (
    companyId: string | number,
    certificationId?: string | number,
    userType?: string,
  ) =>
    `/company/${companyId}/certification/new${userType ? `/${userType}` : ''}${
      certificationId ? `?certification=${certificationId}` : ''
    }`,
  companyCertification: (
    companyId: string | number,
    certificationId: string | number,
    userType?: string,
  ) => `/company/${companyId}/certification/${certificationId}${userType ? `/${userType}` : ''}`,
  company: (companyId: string | number) => `/company/${companyId}`,
  /** Gateway upload routes (multipart). */
  qualityMarkLogoUpload: (id: string | number) => `/upload/quality-mark/${id}/logo`,
  attachmentUpload: (companyId: string | number, certificationId: string | number) =>
    `/upload/company/${companyId}/certification/${certificationId}/attachment`,
};
