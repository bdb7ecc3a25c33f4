/**
 * The shapes of contacts, lists, imports and campaigns as the API answers them, named from the generated types
 * (openapi.gen.ts). Apart from types.ts so the pages of other areas do not change with these.
 */
import type { components } from './openapi.gen';

type Schemas = components['schemas'];

export type FullContact = Schemas['Contact'];
export type ContactList = Schemas['ContactList'];
export type ContactImport = Schemas['ContactImport'];

export type FullCampaign = Schemas['Campaign'];
export type CampaignStatus = FullCampaign['status'];
export type CampaignKind = FullCampaign['kind'];
export type CampaignCounts = FullCampaign['counts'];
export type CampaignPreview = Schemas['CampaignPreview'];
