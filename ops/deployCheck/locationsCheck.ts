// Where the data lives (docs/operations/deploying.md, "Where the data lives"): the Firestore
// location firebase.json gives `firebase deploy`, the Storage bucket the settings name, and the
// regions the functions that read both run in. Reported, so the operator sees them before deploying;
// failed only when firebase.json names no Firestore location, since `firebase deploy` would then
// create the database in the United States, for good.
import { readFileSync } from 'node:fs';
import { exportedFunctions, type BundleFindings } from './bundleChecks.ts';
import type { ProductionSettings } from './productionSettings.ts';
import type { Findings } from './settingsChecks.ts';

/** Johannesburg: the Google Cloud region nearest Tanzania, which has none of its own. */
export const NEAREST_REGION = 'africa-south1';
/** Where `firebase deploy` creates a database firebase.json gives no location (firebase-tools' default). */
const DEPLOY_DEFAULT_LOCATION = 'nam5';

type FirestoreConfig = { database?: string; location?: string };

/** The default database's entry: firebase.json's `firestore` is one object or a list of them. */
function defaultDatabase(config: { firestore?: FirestoreConfig | FirestoreConfig[] }) {
  const databases = [config.firestore ?? []].flat();
  return databases.find(({ database }) => !database || database === '(default)');
}

export function checkLocations(
  firebaseJsonFile: string,
  findings: BundleFindings | Error,
  settings: ProductionSettings,
): Findings {
  const config = JSON.parse(readFileSync(firebaseJsonFile, 'utf8')) as { firestore?: FirestoreConfig };
  const firestore = defaultDatabase(config)?.location;
  const problems = firestore
    ? []
    : [
        `firebase.json gives Firestore no "location": firebase deploy would create the database in ` +
          `${DEPLOY_DEFAULT_LOCATION} (United States), which cannot be moved; name one (${NEAREST_REGION}, Johannesburg, is the nearest)`,
      ];
  const bucket = settings.values.STORAGE_BUCKET;
  const exported = exportedFunctions(findings);
  const regions =
    exported instanceof Error
      ? `functions' regions unknown (${exported.message})`
      : `functions in ${[...new Set(exported.flatMap(({ regions }) => regions))].join(', ')}`;
  const away = (location: string | undefined) =>
    location && location !== NEAREST_REGION ? ', outside Africa' : '';
  return {
    problems,
    summary: [
      `Firestore ${firestore ?? 'not named'}${away(firestore)}`,
      `Storage bucket ${bucket ?? '(STORAGE_BUCKET not set)'} in the location chosen when it was created (check: gcloud storage buckets describe gs://${bucket ?? '<bucket>'} --format="value(location)")`,
      regions,
    ].join('; '),
  };
}
