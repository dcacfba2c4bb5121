/** Who an upload is for: the CMS's pages, or the comparison catalogue (spec: type cms or comparison). */
export const UPLOAD_TYPES = ['cms', 'comparison'] as const;

export type UploadType = (typeof UPLOAD_TYPES)[number];
