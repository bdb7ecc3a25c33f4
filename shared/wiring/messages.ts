/** The message log's read routes (`GET /messages`, `/messages/{id}`, `/messages/{id}/events`, `/public/sms/{id}`). */
import { MessageRepository } from '../db/message-repository';
import { tableOf } from '../db/table';
import type { Runtime } from '../runtime';

export const messageReadDeps = (rt: Runtime) => ({ messages: new MessageRepository(tableOf(rt)) });
