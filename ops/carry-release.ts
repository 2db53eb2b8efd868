// Before a deploy: keeps the live site's hashed files (and those of the releases it still carries)
// in the built app, so that pages and service workers of earlier releases keep working.
//   npm run release:carry [-- --site https://<your-domain>] [--dist dist] [--first]
// The site defaults to SITE_URL. `--first`: the first deploy of a site, which has no record yet.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CarryError, carryRelease } from './release/carryRelease.ts';

const USAGE = 'Usage: npm run release:carry [-- --site <url>] [--dist <folder>] [--first]';

function options() {
  try {
    const { values } = parseArgs({
      options: {
        site: { type: 'string', default: process.env.SITE_URL },
        dist: { type: 'string', default: 'dist' },
        first: { type: 'boolean', default: false },
      },
    });
    if (!values.site) throw new Error('no site');
    return { ...values, site: values.site };
  } catch {
    console.error(USAGE);
    process.exit(2);
  }
}

const { site, dist, first } = options();
try {
  const result = await carryRelease({ distDir: path.resolve(dist), site });
  if (!result.live && !first) {
    console.error(
      `${site} has no release record. If this is the site's first deploy, run again with --first; ` +
        'otherwise check the address: deploying without the live release would strand open pages.',
    );
    process.exit(1);
  }
  const kb = Math.round(result.bytesCopied / 1024);
  console.log(
    result.live
      ? `Carrying ${result.carried.join(', ')} (${result.filesCopied} files fetched, ${kb} kB).`
      : 'First release: nothing to carry.',
  );
} catch (error) {
  if (!(error instanceof CarryError)) throw error;
  console.error(`Not carried: ${error.message}`);
  process.exit(1);
}
