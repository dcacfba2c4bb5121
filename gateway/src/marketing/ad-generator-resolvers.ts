import { snakeFields } from '../rest/snake-fields';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import { gatewayError } from '../rest/rest-error';
import { campaignAdImageUrl, campaignAdUrl } from './ad-generator-file-routes';
import type {
  RestCampaignAdImage,
  CampaignAdGeneratorSource,
  RestCampaignAdGenerator,
} from './ad-generator-rest-types';

/** The formats know their campaign, for their address. */
function withCampaign(answer: RestCampaignAdGenerator): CampaignAdGeneratorSource {
  return {
    ...answer,
    formats: answer.formats.map((format) => ({ ...format, campaign_id: answer.campaign_id })),
  };
}

/** The campaign ad generator (schema/marketing-ad-generator.graphql). */
export const adGeneratorResolvers = {
  Query: {
    campaignAdGenerator: async (_parent, { campaignId }, { rest }) =>
      withCampaign(await rest.typed.get(`/v2/campaign/${numericId(campaignId)}/ad-generator`)),
  },
  Mutation: {
    deleteCampaignAdImage: async (_parent, { campaignId, kind, index }, { rest }) => {
      const base = `/v2/campaign/${numericId(campaignId)}/ad-generator` as const;
      if (kind === 'main') return withCampaign(await rest.typed.delete(`${base}/main-image`));
      if (index === null || index === undefined || index < 0)
        throw gatewayError('BAD_USER_INPUT', 'MESSAGE.INVALID_VALUE', {
          index: 'MESSAGE.INVALID_VALUE',
        });
      return withCampaign(await rest.typed.delete(`${base}/product-image/${index}`));
    },
  },
  CampaignAdGenerator: {
    ...snakeFields<CampaignAdGeneratorSource>()('campaign_name', 'utm_campaign', 'product_name'),
    campaignId: (answer) => String(answer.campaign_id),
    mainImage: (answer) =>
      answer.main_image ? { ...answer.main_image, campaign_id: answer.campaign_id } : null,
    productImages: (answer) =>
      answer.product_images.map((image) => ({ ...image, campaign_id: answer.campaign_id })),
  },
  CampaignAdImage: {
    ...snakeFields<RestCampaignAdImage>()('file_name', 'byte_size', 'uploaded_at'),
    url: (image) => campaignAdImageUrl(image.campaign_id, image.kind, image.index, image.id),
  },
  CampaignAdFormat: {
    url: (format) => campaignAdUrl(format.campaign_id, format.code, format.fingerprint),
  },
} satisfies Resolvers;
