// Gives a user a staff role with the Admin SDK: the only way a role is ever written.
//   npm run make-admin -- <email> [staff|admin] [--allow-unverified]
//   npm run make-admin -- <email> [staff|admin] --create --password <password>
// Against the local emulators of `npm start` by default; against a real project when
// GOOGLE_APPLICATION_CREDENTIALS and FIREBASE_PROJECT_ID are set.
//
// A role opens every application to its holder, so nobody gets one by surprise: --create only
// makes new accounts, and an existing account is described (whose it is) before it is given a
// role, which for an unverified email also needs --allow-unverified. Exit codes:
// 0 done, 2 usage, 3 --create but the account exists, 4 no such account, 5 email not verified.
import { parseArgs } from 'node:util';
import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { initFirebaseAdmin } from '#server/firebase.ts';
import { COLLECTIONS } from '#domain/kinds';
import { adminTarget } from './lib/adminTarget.ts';

const ROLES = ['staff', 'admin'] as const;
type Role = (typeof ROLES)[number];

const EXIT = { usage: 2, exists: 3, unknown: 4, unverified: 5 } as const;

const USAGE = `Usage: npm run make-admin -- <email> [staff|admin] [--allow-unverified]
       npm run make-admin -- <email> [staff|admin] --create --password <password>`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    create: { type: 'boolean', default: false },
    password: { type: 'string' },
    'allow-unverified': { type: 'boolean', default: false },
  },
});
const [email, roleArg = 'staff'] = positionals;

if (!email || !ROLES.includes(roleArg as Role) || values.create !== Boolean(values.password)) {
  console.error(USAGE);
  process.exit(EXIT.usage);
}
const role = roleArg as Role;
const { projectId, where } = adminTarget();
const { auth, db } = initFirebaseAdmin(projectId);

async function findUser(): Promise<UserRecord | undefined> {
  try {
    return await auth.getUserByEmail(email!);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}

const when = (time: string | undefined) =>
  time ? `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'never';

/** Whose account this is, so the person running the script can tell it is the right one. */
function describe(user: UserRecord, currentRole: unknown) {
  // scripts/lib/stack.mjs reads the `role:` line to tell a seeded account from someone else's.
  return [
    `Account ${user.email ?? email} in ${where}:`,
    `  uid:           ${user.uid}`,
    `  name:          ${user.displayName ?? '(none)'}`,
    `  created:       ${when(user.metadata.creationTime)}`,
    `  last sign-in:  ${when(user.metadata.lastSignInTime ?? undefined)}`,
    `  email:         ${user.emailVerified ? 'verified' : 'not verified'}`,
    `  role:          ${typeof currentRole === 'string' ? currentRole : 'none'}`,
  ].join('\n');
}

async function grant(user: UserRecord, hasRecord: boolean) {
  await db
    .collection(COLLECTIONS.users)
    .doc(user.uid)
    .set(
      {
        uid: user.uid,
        email: user.email ?? email,
        name: user.displayName ?? email,
        role,
        ...(hasRecord ? {} : { createdAt: FieldValue.serverTimestamp() }),
      },
      { merge: true },
    );
  console.log(`${email} (${user.uid}) now has role "${role}" in ${where}.`);
}

async function main(): Promise<number> {
  const found = await findUser();
  if (!found) {
    if (!values.create) {
      console.error(
        `No account uses ${email} in ${where}. Nothing was changed.\n` +
          'They register first at /register; or make a new account with --create --password <password>.',
      );
      return EXIT.unknown;
    }
    const created = await auth.createUser({ email, password: values.password, displayName: `Local ${role}` });
    console.log(`Created the account ${email} (${created.uid}).`);
    await grant(created, false);
    return 0;
  }

  const record = await db.collection(COLLECTIONS.users).doc(found.uid).get();
  console.log(describe(found, record.get('role')));
  if (values.create) {
    console.error(
      `Refused: ${email} already has an account, and --create only makes new ones. Nothing was changed.\n` +
        'If this is the right person, run again without --create to give them the role.',
    );
    return EXIT.exists;
  }
  if (!found.emailVerified && !values['allow-unverified']) {
    console.error(
      'Refused: the email of this account is not verified, so anyone could have registered it. ' +
        'Nothing was changed.\nIf you have checked with the person that it is theirs, run again with ' +
        '--allow-unverified.',
    );
    return EXIT.unverified;
  }
  await grant(found, record.exists);
  return 0;
}

process.exitCode = await main();
