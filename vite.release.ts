import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { hashedFiles, RELEASE_RECORD } from './scripts/release/record.mjs';
import type { ReleaseRecord } from './ops/release/releaseRecord.ts';

/**
 * Writes /release.json once the app is built: this release's name and its hashed files, with no
 * earlier release carried yet (`npm run release:carry` adds the live site's before a deploy).
 */
export function releaseRecord(release: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'release-record',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After the service worker and the pre-rendered pages: the record lists what they left.
      order: 'post',
      handler() {
        const record: ReleaseRecord = {
          release,
          builtAt: new Date().toISOString(),
          files: hashedFiles(outDir),
          carried: [],
        };
        writeFileSync(path.join(outDir, RELEASE_RECORD), `${JSON.stringify(record, null, 2)}\n`);
      },
    },
  };
}
