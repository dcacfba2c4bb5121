import { MESSAGE } from '#domain/shared/messages';
import { emptyToNull, looseText } from '#domain/shared/validators/text';
import { normalizeUrl } from '#domain/shared/validators/url';

export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'linkedin', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const PROFILE = '[A-Za-z0-9_.%\\-]+(/[A-Za-z0-9_.%\\-?=&/]*)?';

/** A profile page on the network: host of the network and at least one path segment. */
const SOCIAL_LINK_PATTERNS: Readonly<Record<SocialNetwork, RegExp>> = {
  facebook: new RegExp(
    `^https?://((www|m|nl-nl)\\.)?(facebook\\.com|fb\\.com|fb\\.me)/${PROFILE}$`,
    'i',
  ),
  twitter: new RegExp(`^https?://((www|mobile)\\.)?(twitter\\.com|x\\.com)/@?${PROFILE}$`, 'i'),
  linkedin: new RegExp(
    `^https?://([a-z]{2,3}\\.)?linkedin\\.com/(in|company|pub|school|showcase)/${PROFILE}$`,
    'i',
  ),
  instagram: new RegExp(`^https?://(www\\.)?(instagram\\.com|instagr\\.am)/${PROFILE}$`, 'i'),
  youtube: new RegExp(
    `^https?://((www|m)\\.)?(youtube\\.com/(@|channel/|c/|user/)?|youtu\\.be/)${PROFILE}$`,
    'i',
  ),
};

/** Blank counts as valid; a link without a scheme is judged with https:// added. */
export function isValidSocialLink(network: SocialNetwork, text: string): boolean {
  const value = text.trim();
  return value === '' || SOCIAL_LINK_PATTERNS[network].test(normalizeUrl(value));
}

export const socialLinkSchema = (network: SocialNetwork) =>
  looseText()
    .refine((value) => isValidSocialLink(network, value), {
      message: MESSAGE.ENTER_VALID_SOCIAL_LINK,
    })
    .transform((value) => emptyToNull(normalizeUrl(value)));
