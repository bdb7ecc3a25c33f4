export type { EmbeddedModerationOptions } from './embedded-classifier';
export { createEmbeddedModerationService, EmbeddedModerationService } from './embedded-classifier';
export type { HighCategory, LexiconEntry } from './lexicon';
export type { SpamModelData } from './spam-model';
export * from './types';
