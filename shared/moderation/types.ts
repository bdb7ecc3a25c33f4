/** Categories a message can be flagged for. HATE_SPEECH, ABUSE and RACISM are HIGH severity and block; SPAM is LOW. */
export type ModerationCategory = 'HATE_SPEECH' | 'ABUSE' | 'RACISM' | 'SPAM';

export const HIGH_SEVERITY_CATEGORIES: readonly ModerationCategory[] = ['HATE_SPEECH', 'ABUSE', 'RACISM'];

export type ModerationVerdict = 'ALLOWED' | 'FLAGGED' | 'BLOCKED';

export interface CategoryScore {
  category: ModerationCategory;
  /** 0..1, how sure the classifier is. */
  score: number;
}

export interface ModerationResult {
  /** ALLOWED: nothing raised. FLAGGED: LOW only (sent, flagged for review). BLOCKED: HIGH (not sent). */
  verdict: ModerationVerdict;
  /** null when nothing was raised. */
  severity: 'HIGH' | 'LOW' | null;
  /** Only the categories that were raised, highest score first. */
  categories: CategoryScore[];
  /** Short human reason; never echoes a slur in full. */
  reason: string;
  /** The message text with offending words masked (for example "k***"), for the flag record. */
  excerpt: string;
}

/** Screens one message body. Implementations must be deterministic for the embedded classifier. */
export interface ModerationService {
  moderate(text: string): Promise<ModerationResult>;
}
