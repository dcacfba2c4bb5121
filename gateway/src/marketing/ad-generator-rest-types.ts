/**
 * The api's answers for the campaign ad generator, as REST sends them (snake_case). Aliases
 * of the types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

export type RestCampaignAdGenerator = Schemas['CampaignAdGenerator'];
/** @mapper CampaignAdImage */
export type RestCampaignAdImage = Schemas['CampaignAdImage'] & { campaign_id: number };
/** @mapper CampaignAdFormat */
export type RestCampaignAdFormat = Schemas['CampaignAdFormat'] & { campaign_id: number };
/**
 * The ad generator as the resolvers hand it on: its formats know their campaign.
 * @mapper CampaignAdGenerator
 */
export type CampaignAdGeneratorSource = Omit<RestCampaignAdGenerator, 'formats'> & {
  formats: RestCampaignAdFormat[];
};
