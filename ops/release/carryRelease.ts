import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RELEASE_RECORD } from '../../scripts/release/record.mjs';
import {
  readBuiltRecord,
  releaseRecordSchema,
  type CarriedRelease,
  type ReleaseRecord,
} from './releaseRecord.ts';

/**
 * How long an earlier release's files stay served once replaced: as long as a service worker keeps
 * the screens it fetched (vite.pwa.ts, 30 days), so that a phone opened after a month away still
 * finds the chunks its installed version asks for. A page older than that reloads into the new
 * version instead (src/lib/serviceWorker/newVersion.ts).
 */
export const CARRY_DAYS = 30;
/** At most this many earlier releases (about 2 MB of chunks each), however often one deploys. */
export const CARRY_RELEASES = 10;

export class CarryError extends Error {}

export type CarryResult = {
  /** The release the site serves now, or undefined for the first release (no record there). */
  live?: string;
  carried: string[];
  filesCopied: number;
  bytesCopied: number;
};

async function liveRecord(site: string): Promise<ReleaseRecord | undefined> {
  const address = new URL(RELEASE_RECORD, site);
  let response: Response;
  try {
    response = await fetch(address, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new CarryError(`${address} could not be reached (${(error as Error).message}).`);
  }
  if (response.status === 404) return undefined;
  if (!response.ok) throw new CarryError(`${address} answered ${response.status}.`);
  const parsed = releaseRecordSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new CarryError(`${address} is not a release record.`);
  return parsed.data;
}

async function copyFile(site: string, file: string, distDir: string): Promise<number> {
  const address = new URL(file, site);
  const response = await fetch(address);
  // A site that answers a missing file with a page would have the page served as a script.
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.startsWith('text/html')) {
    throw new CarryError(`${address} answered ${response.status} ${type}: the live release is incomplete.`);
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  const target = path.join(distDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, bytes);
  return bytes.length;
}

/**
 * Adds to the built app (distDir) the hashed files of the release the site serves now and of the
 * earlier ones it still carries, within CARRY_DAYS and CARRY_RELEASES, and records them in the built
 * /release.json. Hosting then serves them beside the new files: a page or a service worker of an
 * earlier release goes on finding every chunk it asks for. Only files the build lacks are fetched.
 */
export async function carryRelease({
  distDir,
  site,
  now = new Date(),
}: {
  distDir: string;
  site: string;
  now?: Date;
}): Promise<CarryResult> {
  const built = readBuiltRecord(distDir);
  if (!built) throw new CarryError(`${distDir} holds no ${RELEASE_RECORD}: build the app first.`);
  const live = await liveRecord(site);
  const replaced: CarriedRelease[] = live
    ? [{ release: live.release, replacedAt: now.toISOString(), files: live.files }, ...live.carried]
    : [];
  const oldest = now.getTime() - CARRY_DAYS * 24 * 3_600_000;
  const carried = replaced
    .filter(({ release, replacedAt }) => release !== built.release && Date.parse(replacedAt) >= oldest)
    .slice(0, CARRY_RELEASES);
  let filesCopied = 0;
  let bytesCopied = 0;
  for (const file of new Set(carried.flatMap(({ files }) => files))) {
    if (existsSync(path.join(distDir, file))) continue;
    bytesCopied += await copyFile(site, file, distDir);
    filesCopied += 1;
  }
  const record: ReleaseRecord = { ...built, carried };
  writeFileSync(path.join(distDir, RELEASE_RECORD), `${JSON.stringify(record, null, 2)}\n`);
  return { live: live?.release, carried: carried.map(({ release }) => release), filesCopied, bytesCopied };
}
