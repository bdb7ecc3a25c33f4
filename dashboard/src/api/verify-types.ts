/** The API's shapes for the Verify page (issue 31), named from the generated types (openapi.gen.ts). */
import type { components } from './openapi.gen';

type Schemas = components['schemas'];

export type VerifyOverview = Schemas['VerifyOverview'];
export type RefusalReason = VerifyOverview['blockedByReason'][number]['reason'];
export type VerifyBlock = Schemas['VerifyGuard']['blocks'][number];
