/**
 * Loads the embedded moderation classifier of another commit, for alternated benchmarks and for checking that a
 * change of mechanism leaves every verdict as it was: `git archive <commit> shared/moderation` is unpacked into a
 * temporary folder (the classifier imports nothing outside it) and its embedded-classifier.ts imported from there.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EmbeddedModerationService } from '../shared/moderation/embedded-classifier';

/** The classifier of `commit` (any git revision this checkout knows), built with its own bundled weights. */
export async function baselineClassifier(commit: string): Promise<EmbeddedModerationService> {
  const dir = baselineFolder(commit);
  const mod = (await import(pathToFileURL(join(dir, 'shared/moderation/embedded-classifier.ts')).href)) as {
    createEmbeddedModerationService: () => EmbeddedModerationService;
  };
  return mod.createEmbeddedModerationService();
}

/** A temporary folder holding `commit`'s shared/moderation (and this checkout's tsconfig.json, to compile it alike). */
export function baselineFolder(commit: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'moderation-baseline-'));
  const tar = execFileSync('git', ['archive', commit, 'shared/moderation'], { maxBuffer: 256 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  copyFileSync('tsconfig.json', join(dir, 'tsconfig.json'));
  return dir;
}
