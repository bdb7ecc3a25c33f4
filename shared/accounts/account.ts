/** Where an account's messages are handed over; credentials are stored encrypted, never returned. */
export interface VendorSettings {
  provider: string;
  senderId?: string;
  /** Encrypted credentials (base64 envelope); absent for the sandbox. */
  credentialsCiphertext?: string;
  /** What GET /settings/sms-vendor shows of the credentials: their names, with at most the last 4 characters. */
  credentialsMask?: Record<string, string>;
  configuredAt: string;
}

export interface AccountRecord {
  id: string;
  name: string;
  /** SMS credits; never below zero (every debit is a conditional write). */
  balance: number;
  suspended: boolean;
  createdAt: string;
  vendor?: VendorSettings;
}

export type LedgerType = 'DEBIT' | 'REFUND' | 'CREDIT';

/** One movement of credits; the balance always equals the sum of an account's entries. */
export interface LedgerEntry {
  id: string;
  accountId: string;
  type: LedgerType;
  /** Signed: negative for a debit. */
  amount: number;
  reason: string;
  messageId?: string;
  reference?: string;
  createdAt: string;
}
