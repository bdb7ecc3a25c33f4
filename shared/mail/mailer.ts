/** Account e-mail (verification and password reset): what the use cases hand to a mailer. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The single-use token the mail carries (kept with the mail by the local outbox, for tests and local use). */
  token?: string;
}

/** Sends account e-mail: Amazon SES when deployed (shared/aws/ses.ts), a local outbox on the local stage. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** What the local outbox lists (contract Part 3: `GET /sandbox/outbox?to=`). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  token: string | null;
  createdAt: string;
}

/** The local stage's outbox (shared/db/outbox-repository.ts). */
export interface Outbox extends Mailer {
  /** The mail sent to an address (any letter case), newest first. */
  list(to: string, limit: number): Promise<OutboxMail[]>;
}
