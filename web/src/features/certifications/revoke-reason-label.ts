import type { TFunction } from 'i18next';
import { revokeReasonProduct } from '#domain/certifications/certification';

/** The text of a revoke reason; `{product}_company` names its product. */
export function revokeReasonLabel(t: TFunction, reason: string): string {
  const product = revokeReasonProduct(reason);
  return product === null
    ? t(`revokeReason.${reason}`, { defaultValue: reason })
    : t('revokeReason.product_company', { product });
}
