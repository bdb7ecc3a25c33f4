/** The table's change stream, decoded: each record's item before and after, without its keys (shared/webhooks/relay.ts). */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { ItemChange } from '../webhooks/relay';
import { stripKeys } from './items';

const decode = (image: unknown) =>
  image ? stripKeys<Record<string, unknown>>(unmarshall(image as Record<string, AttributeValue>)) : undefined;

export function changesOf(records: readonly DynamoDBRecord[]): ItemChange[] {
  return records.map((record) => {
    const { NewImage, OldImage, SequenceNumber } = record.dynamodb ?? {};
    const entity = (NewImage?.entity ?? OldImage?.entity)?.S;
    const before = decode(OldImage);
    const after = decode(NewImage);
    return {
      entity,
      ...(before ? { before } : {}),
      ...(after ? { after } : {}),
      position: SequenceNumber ?? '',
    };
  });
}
