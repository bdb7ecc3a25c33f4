/**
 * Turns the fault switch on for a runtime: the fault middleware on its DynamoDB and SQS clients, the very clients
 * the functions use (`tableOf(rt)`, `sqsClientOf(rt)`), built here if they were not yet. Refused on any stage but
 * `local` and `test`, whatever built the runtime.
 */
import { sqsClientOf } from '../../shared/aws/sqs-queue';
import { type Config, FAULT_STAGES } from '../../shared/config';
import { tableOf } from '../../shared/db/table';
import type { Runtime } from '../../shared/runtime';
import { createVendorRegistry } from '../../shared/vendors/registry';
import { SandboxVendor } from '../../shared/vendors/sandbox-vendor';
import type { VendorRegistry } from '../../shared/vendors/vendor';
import { secretBoxFor } from '../../shared/wiring/secret-box';
import { injectAwsFaults } from './aws-faults';
import { FaultInjector, parseFaultSpec } from './injector';
import { faultyVendors } from './vendor-faults';

/** The injector `FAULTS` asks for, or undefined when it is not set. */
export function faultsFromConfig(config: Pick<Config, 'FAULTS' | 'STAGE'>): FaultInjector | undefined {
  if (!config.FAULTS?.trim()) return undefined;
  refuseOutsideLocal(config.STAGE);
  return new FaultInjector(parseFaultSpec(config.FAULTS));
}

export function installAwsFaults(rt: Runtime, injector: FaultInjector): FaultInjector {
  refuseOutsideLocal(rt.config.STAGE);
  injectAwsFaults(tableOf(rt).db, 'dynamodb', injector);
  injectAwsFaults(sqsClientOf(rt), 'sqs', injector);
  return injector;
}

/** The vendors `vendorsOf` would build from the configuration, each behind the fault switch (`npm start`). */
export function faultyDefaultVendors(config: Config, injector: FaultInjector): VendorRegistry {
  refuseOutsideLocal(config.STAGE);
  return faultyVendors(
    createVendorRegistry(new SandboxVendor(), {
      secrets: secretBoxFor(config),
      clickatellBaseUrl: config.CLICKATELL_BASE_URL,
    }),
    injector,
  );
}

function refuseOutsideLocal(stage: string): void {
  if (!FAULT_STAGES.includes(stage)) {
    throw new Error(`Fault injection is refused on stage ${stage} (only ${FAULT_STAGES.join(' and ')})`);
  }
}
