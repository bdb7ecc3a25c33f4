/** Response schemas of the service routes: health and the OpenAPI document itself. */
import * as z from 'zod/mini';

/** GET /health: liveness and the deployed version. */
export const HealthSchema = z
  .strictObject({ status: z.literal('ok'), version: z.string().check(z.describe('The deployed service version')) })
  .check(z.meta({ id: 'Health', description: 'Liveness and the deployed version' }));

/** GET /openapi.json: checked by its fixed fields only (the document is generated and verified in CI). */
export const OpenApiDocumentSchema = z
  .looseObject({
    openapi: z.literal('3.1.0'),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .check(z.meta({ id: 'OpenApiDocument', description: 'An OpenAPI 3.1 document (this one)' }));
