/** What travels on the send queue: just enough to find the message; the table is the source of truth. */
export interface SendJob {
  messageId: string;
  accountId: string;
}

/** The queue that feeds the moderation-and-send worker. */
export interface SendQueue {
  enqueue(job: SendJob, delaySeconds?: number): Promise<void>;
  /** Delays the next delivery of a received job: the backoff of a transient vendor failure. */
  delayRedelivery(receiptHandle: string, seconds: number): Promise<void>;
}
