import type { RouteDefinition } from './routes';

/** Moderation flag review (spec 4.4; contract "Platform administration"); part of the one route table in lib/routes.ts. */
export const moderationRoutes: RouteDefinition[] = [];
