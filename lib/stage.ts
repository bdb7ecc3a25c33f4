import { LOCAL_STAGES } from '../shared/config';

/**
 * The name of a deployed stage: lower-case letters, digits and hyphens, and never one of the local stages (`local`,
 * `test`), which the runtime treats as this machine (mail kept in an outbox, ephemeral keys, loopback webhooks allowed):
 * issue 26 finding 8. Throws saying why.
 */
export function assertDeployableStage(stage: string): string {
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) {
    throw new Error(`Context "stage" must be lower-case letters, digits and hyphens (got "${stage}")`);
  }
  if (LOCAL_STAGES.includes(stage)) {
    throw new Error(
      `Context "stage" may not be "${stage}": ${LOCAL_STAGES.join(' and ')} are the local stages (mail kept in an ` +
        'outbox, ephemeral signing keys, loopback webhooks); name the deployed stage otherwise (dev, staging, prod)',
    );
  }
  return stage;
}
