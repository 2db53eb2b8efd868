import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { RELEASE_RECORD } from '../../scripts/release/record.mjs';

const carriedRelease = z.object({
  release: z.string().min(1),
  /** When a later release took its place on the site: how long it is carried counts from then. */
  replacedAt: z.iso.datetime(),
  files: z.array(z.string()),
});

/** /release.json: what the site serves now, and the earlier releases whose files it keeps serving. */
export const releaseRecordSchema = z.object({
  release: z.string().min(1),
  builtAt: z.iso.datetime(),
  files: z.array(z.string()),
  carried: z.array(carriedRelease),
});

export type ReleaseRecord = z.infer<typeof releaseRecordSchema>;
export type CarriedRelease = z.infer<typeof carriedRelease>;

/** The built app's record, or undefined when the build wrote none. */
export function readBuiltRecord(distDir: string): ReleaseRecord | undefined {
  const file = path.join(distDir, RELEASE_RECORD);
  if (!existsSync(file)) return undefined;
  return releaseRecordSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}
