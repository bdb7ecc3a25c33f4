import type { RouteDefinition } from './routes';

/** Templates, dashboard messages, vendor settings, billing and push tokens (contract "Account routes"); part of the one route table in lib/routes.ts. */
export const workspaceRoutes: RouteDefinition[] = [];
