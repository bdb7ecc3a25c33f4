/**
 * An in-process SQS emulator (local-aws-sqs) speaking the JSON protocol of the current @aws-sdk/client-sqs.
 *
 * Verified with real SDK calls (test/integration/local-services.test.ts):
 * - works as on AWS: CreateQueue with RedrivePolicy (maxReceiveCount) and an existing DLQ, idempotent CreateQueue
 *   with identical attributes (QueueNameExists when they differ), GetQueueUrl (QueueDoesNotExist when missing),
 *   SendMessage with DelaySeconds and MessageAttributes, SendMessageBatch, ReceiveMessage with VisibilityTimeout and
 *   MessageAttributeNames, DeleteMessage, DeleteMessageBatch, ChangeMessageVisibility (invisibility), the
 *   legacy AttributeNames ['ApproximateReceiveCount'], GetQueueAttributes, and the move to the DLQ once a message
 *   has been received maxReceiveCount times without being deleted (it moves when its last visibility timeout
 *   expires; on AWS it moves on the next receive; either way no consumer sees it a (maxReceiveCount+1)th time).
 * - wrong in local-aws-sqs 2.0.2, and patched below (see SOURCE_PATCHES):
 *   1. ChangeMessageVisibility counted as a receive, so a worker that extends or resets visibility sent messages
 *      to the DLQ early.
 *   2. ApproximateNumberOfMessages included in-flight messages; AWS counts only those available for retrieval.
 *   3. A long poll asking for more messages than were available waited the full WaitTimeSeconds; AWS returns as
 *      soon as any message is available (with batchSize 10 and a 20 s wait, every batch took 20 s).
 *   4. PurgeQueue deleted the messages only after 60 seconds; AWS deletes them at once (the one-purge-per-60 s
 *      limit, PurgeQueueInProgress, is kept).
 *   5. ReceiveMessage ignored MessageSystemAttributeNames (the current SDK's name for AttributeNames), so
 *      ApproximateReceiveCount was never returned.
 * - not emulated: FIFO throughput limits, KMS, permissions/policies (all requests are allowed), persistence (queues
 *   live in memory and vanish on restart).
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { runInThisContext } from 'node:vm';
import type * as LocalAwsSqs from 'local-aws-sqs';
import { LOCAL_REGION } from './aws-clients';
import type { LocalService } from './dynamodb-local';

export interface SqsEmulatorOptions {
  /** 0 or undefined picks a free port. */
  port?: number;
}

const HOST = '127.0.0.1';

export async function startSqsEmulator(opts: SqsEmulatorOptions = {}): Promise<LocalService> {
  const { service, requestHandler } = loadPatchedEmulator().createRequestHandler({
    port: opts.port ?? 0,
    hostname: HOST,
    region: LOCAL_REGION,
    // Tests delete and recreate queues freely; AWS's 60-second name cool-down would only slow them down.
    emulateQueueCreationLifecycle: false,
  });
  const server = createServer((req, res) => void handle(requestHandler, req, res));
  const port = await listen(server, opts.port ?? 0);
  // Queue URLs are built from this, so it must be the port actually bound.
  service.PORT = port;
  return { endpoint: `http://${HOST}:${port}`, port, stop: () => close(server) };
}

interface SourcePatch {
  why: string;
  find: string;
  replace: string;
}

/** Textual fixes to the published bundle; each anchor must occur exactly once or loading fails loudly. */
const SOURCE_PATCHES: SourcePatch[] = [
  {
    why: 'ChangeMessageVisibility (3rd argument true) must not count as a receive',
    find: 'let n=Number(t.record.attributes.ApproximateReceiveCount)+1;',
    replace: 'let n=Number(t.record.attributes.ApproximateReceiveCount)+(i?0:1);',
  },
  {
    why: 'ApproximateNumberOfMessages counts only messages available for retrieval',
    find: 'ApproximateNumberOfMessages:String(S(this,E).filter(o=>!o.delayed).length)',
    replace: 'ApproximateNumberOfMessages:String(S(this,E).filter(o=>!o.delayed&&o.visible).length)',
  },
  {
    why: 'a long poll returns as soon as one scan of the queue found any message',
    find: 'if(r.length==e){clearInterval(c),clearTimeout(n),o();break}}},10)',
    replace: 'if(r.length==e)break}r.length&&(clearInterval(c),clearTimeout(n),o())},10)',
  },
  {
    why: 'PurgeQueue deletes at once; only the next purge waits 60 s',
    find: 'setTimeout(()=>{this.clearRecords(),t==null||t(),this.purgeInProgress=!1},60*1e3).unref()',
    replace: '(this.clearRecords(),t==null||t(),setTimeout(()=>{this.purgeInProgress=!1},60*1e3).unref())',
  },
  {
    why: 'MessageSystemAttributeNames is honoured like the deprecated AttributeNames',
    find: 'AttributeNames:n,MessageAttributeNames:o}=this.body,',
    replace:
      'AttributeNames:lasAttr,MessageAttributeNames:o,MessageSystemAttributeNames:lasSys}=this.body,' +
      'n=lasAttr||lasSys?[...(lasAttr||[]),...(lasSys||[])]:void 0,',
  },
];

type Emulator = typeof LocalAwsSqs;
let patchedEmulator: Emulator | undefined;

function loadPatchedEmulator(): Emulator {
  patchedEmulator ??= evaluateCommonJs(applyPatches());
  return patchedEmulator;
}

function bundlePath(): string {
  return createRequire(import.meta.url).resolve('local-aws-sqs');
}

function applyPatches(): string {
  const file = bundlePath();
  let source = readFileSync(file, 'utf8');
  for (const patch of SOURCE_PATCHES) {
    const occurrences = source.split(patch.find).length - 1;
    if (occurrences !== 1) {
      const version = packageVersion(file);
      throw new Error(
        `local-aws-sqs ${version} no longer matches the workaround "${patch.why}" (anchor found ${occurrences} times). ` +
          'Re-check the emulator against local/services/sqs-emulator.ts and docs/decisions/0002-local-aws-emulators.md.',
      );
    }
    source = source.replace(patch.find, () => patch.replace);
  }
  return source;
}

function packageVersion(bundleFile: string): string {
  const manifest = JSON.parse(readFileSync(join(dirname(bundleFile), '..', 'package.json'), 'utf8'));
  return String(manifest.version);
}

/** Runs the patched bundle as the CommonJS module it is, resolving its dependencies from its own location. */
function evaluateCommonJs(source: string): Emulator {
  const file = bundlePath();
  const wrapper = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
  });
  const module = { exports: {} as Emulator };
  wrapper(module.exports, createRequire(file), module, file, dirname(file));
  return module.exports;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

async function handle(requestHandler: Handler, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    await requestHandler(req, res);
  } catch (error) {
    if (!res.headersSent) res.statusCode = 500;
    res.end(String(error));
  }
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.removeListener('error', reject);
      resolvePromise((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolvePromise) => {
    if (!server.listening) return resolvePromise();
    // Long polls and the SDK's keep-alive sockets would otherwise hold close() open.
    server.close(() => resolvePromise());
    server.closeAllConnections();
  });
}
