import type { AuditEntry } from '../audit/audit';
import type { Page, PageRequest } from '../page';
import type { Result } from '../result';

/** Where an account's messages are handed over; credentials are stored encrypted, never returned. */
export interface VendorSettings {
  provider: string;
  senderId?: string;
  /** Encrypted credentials (base64 envelope); absent for the sandbox. */
  credentialsCiphertext?: string;
  /** What GET /settings/sms-vendor shows of the credentials: their names, with at most the last 4 characters. */
  credentialsMask?: Record<string, string>;
  /** `aws`: the origination identity (phone number, sender id or pool) SendTextMessage sends from. */
  originationIdentity?: string;
  /** `clickatell`: SHA-256 of the per-account secret of the callback URL (the secret itself is shown once). */
  callbackTokenHash?: string;
  configuredAt: string;
}

export interface AccountRecord {
  id: string;
  name: string;
  suspended: boolean;
  /** Set when the owner asked for the account's deletion: locked until the deletion job removes it. */
  closedAt?: string;
  createdAt: string;
  vendor?: VendorSettings;
  /** Credits the account may spend per Africa/Johannesburg day; absent for no cap (contract Part 3). */
  dailySpendLimit?: number;
}

/** An account with its balance: SMS credits, never below zero (the sum of its balance shards). */
export interface AccountWithBalance extends AccountRecord {
  balance: number;
}

/**
 * What a send reads and debits: one of the account's balance shards, with its part of the balance and its copy of the
 * suspension and the vendor settings (written together with the account's own, in one transaction).
 */
export interface BalanceShard {
  accountId: string;
  shard: number;
  balance: number;
  suspended: boolean;
  /** The account is being deleted (POPIA): its credentials are answered as those of an account that is gone. */
  closed?: boolean;
  vendor?: VendorSettings;
  /** The webhook events the account's enabled endpoints subscribe to: the senders publish only those. */
  webhookEvents?: string[];
  /** A copy of the account's daily spend cap, written with it. */
  dailySpendLimit?: number;
}

type LedgerType = 'DEBIT' | 'REFUND' | 'CREDIT';

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
  /**
   * A DEBIT of a send made with an API key: the key (not shown by the API). A cap set on the key mid-day counts the
   * key's debits of that day by it (docs/decisions/0716).
   */
  apiKeyId?: string;
  createdAt: string;
}

/** Accounts as the use cases see them (shared/db/account-repository.ts). */
export interface AccountStore {
  get(accountId: string): Promise<AccountRecord | undefined>;
  /** The account with its balance, or undefined when there is no such account. */
  withBalance(accountId: string): Promise<AccountWithBalance | undefined>;
  /** Every account with its balance, newest first (platform administration). */
  page(page: PageRequest): Promise<Page<AccountWithBalance>>;
  /** The ledger, newest first. */
  ledger(accountId: string, page: PageRequest): Promise<Page<LedgerEntry>>;
  /** Adds credits with their ledger entry (and audit entry) in one transaction; MISSING when the account is. */
  credit(entry: LedgerEntry, audit?: AuditEntry): Promise<Result<'MISSING'>>;
  /** Suspends or reinstates, with its audit entries, in one transaction; MISSING when the account is. */
  setSuspended(accountId: string, suspended: boolean, audit: AuditEntry[]): Promise<Result<'MISSING'>>;
  /** Credits debited between two moments (the ledger's debits; refunds do not count). */
  debitedBetween(accountId: string, fromMs: number, toMs: number, apiKeyId?: string): Promise<number>;
  /** Sets (or removes: undefined) the daily spend cap with its audit entry; MISSING when the account is. */
  setDailySpendLimit(accountId: string, limit: number | undefined, audit: AuditEntry): Promise<Result<'MISSING'>>;
  /** Sets (or removes) the vendor settings with their audit entry; MISSING when the account is (or the identity was released). */
  setVendor(accountId: string, vendor: VendorSettings | undefined, audit: AuditEntry): Promise<Result<'MISSING'>>;
}
