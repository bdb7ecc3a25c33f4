/** Contracts of the service routes: health and the OpenAPI document (public, no table). */
import { defineRoute } from '../contract';

export const health = defineRoute({ id: 'health', method: 'GET', path: '/health', auth: 'none' });

export const openapiDocument = defineRoute({
  id: 'openapi-document',
  method: 'GET',
  path: '/openapi.json',
  auth: 'none',
});
