import type { RouteDefinition } from './routes';

/** Team, invites and API-key management (contract "Account routes"); part of the one route table in lib/routes.ts. */
export const teamRoutes: RouteDefinition[] = [];
