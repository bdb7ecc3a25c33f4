/**
 * Which nested stack holds a route's function. CloudFormation refuses a stack of more than 500 resources and a route's
 * function costs five (log group, role, policy, function, invoke permission); the API's resources and methods stay in
 * the parent stack, each area's functions go into a nested stack of their own (docs/decisions/0707-nested-stacks.md).
 */
import type { RouteContract } from '../shared/http/contract';

const AREA_BY_SEGMENT: Readonly<Record<string, string>> = {
  health: 'Service',
  'openapi.json': 'Service',
  public: 'Public',
  auth: 'Auth',
  invites: 'Team',
  team: 'Team',
  'api-keys': 'Team',
  account: 'Team',
  templates: 'Workspace',
  messages: 'Workspace',
  settings: 'Workspace',
  billing: 'Workspace',
  usage: 'Workspace',
  'push-tokens': 'Workspace',
  'moderation-flags': 'Moderation',
  'audit-log': 'Moderation',
  admin: 'Admin',
  contacts: 'Contacts',
  'contact-lists': 'Contacts',
  'contact-imports': 'Contacts',
  'opt-outs': 'Contacts',
  campaigns: 'Campaigns',
  sandbox: 'Service',
  callbacks: 'Delivery',
  'inbound-messages': 'Delivery',
  webhooks: 'Webhooks',
};

/** The nested stack of a route's function: by the first segment of its path ("Other" for a new, unmapped one). */
export function areaOf(route: Pick<RouteContract, 'path'>): string {
  const segment = route.path.split('/')[1] ?? '';
  return AREA_BY_SEGMENT[segment] ?? 'Other';
}
