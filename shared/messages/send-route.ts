import type { APIGatewayProxyResult } from 'aws-lambda';
import type { HttpRequest } from '../http/handler';
import { repositories } from '../repositories';
import { type SendContext, sendMessage } from './send-message';

/**
 * What the two send routes (POST /public/sms/send and POST /messages) share: the request's runtime, Idempotency-Key
 * and rate-limit admission go to the one send path, and its outcome becomes the 201 (the first response's exact bytes
 * on a replay, marked `Idempotent-Replayed`). Only who is sending differs.
 */
export async function sendAndRespond(
  req: HttpRequest,
  sender: Pick<SendContext, 'accountId' | 'source' | 'actor'>,
): Promise<APIGatewayProxyResult> {
  const outcome = await sendMessage(
    {
      rt: req.rt,
      repos: repositories(req.rt),
      log: req.log,
      ...sender,
      idempotencyKey: req.headers['idempotency-key'],
      admission: req.admission,
    },
    req.body,
  );
  return {
    statusCode: outcome.statusCode,
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      ...(outcome.replayed ? { 'Idempotent-Replayed': 'true' } : {}),
    },
    body: outcome.body,
  };
}
