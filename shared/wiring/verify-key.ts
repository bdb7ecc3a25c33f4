/**
 * The runtime's code keys (decision 1701): from the Secrets Manager secret VERIFY_KEY_SECRET_ARN (deployed), the key
 * file VERIFY_KEY_FILE (local stack), or, on the local and test stages only, an ephemeral secret. Read once per runtime.
 */
import { randomBytes } from 'node:crypto';
import { secretsManagerFetcher } from '../aws/secrets';
import { LOCAL_STAGES } from '../config';
import type { MessageRecord } from '../messages/message';
import { once, type Runtime } from '../runtime';
import { fileMasterKey } from '../vendors/secret-box';
import { type CodeKeys, codeKeysOf, openText } from '../verify/code-key';

async function loadSecret(rt: Runtime): Promise<string> {
  const { VERIFY_KEY_SECRET_ARN: arn, VERIFY_KEY_FILE: file, STAGE: stage } = rt.config;
  if (arn) return secretsManagerFetcher(arn);
  if (file) return (await fileMasterKey(file)).toString('base64');
  if (LOCAL_STAGES.includes(stage)) return randomBytes(32).toString('base64');
  throw new Error('Invalid configuration: VERIFY_KEY_SECRET_ARN or VERIFY_KEY_FILE must be set');
}

/** The code keys, loaded on first use; a failed load is tried again on the next request. */
export function codeKeysOfRuntime(rt: Runtime): () => Promise<CodeKeys> {
  return once(rt, 'verify-code-keys', () => {
    let loading: Promise<CodeKeys> | undefined;
    return () => {
      loading ??= loadSecret(rt)
        .then(codeKeysOf)
        .catch((error: unknown) => {
          loading = undefined;
          throw error;
        });
      return loading;
    };
  });
}

/** The send worker's opener of sealed verification texts. */
export function sealedOpenerOf(rt: Runtime): (message: MessageRecord) => Promise<string> {
  const keys = codeKeysOfRuntime(rt);
  return async (message) => openText(await keys(), message.id, message.sealedBody!);
}
