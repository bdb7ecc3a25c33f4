import type { RouteDefinition } from './routes';

/** Platform administration and audit (contract "Platform administration"); part of the one route table in lib/routes.ts. */
export const adminRoutes: RouteDefinition[] = [];
