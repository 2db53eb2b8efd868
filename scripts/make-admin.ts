// Gives a user a staff role with the Admin SDK: the only way a role is ever written.
//   npm run make-admin -- <email> [staff|admin] [--create --password <password>]
// Against the local emulators of `npm start` by default; against a real project when
// GOOGLE_APPLICATION_CREDENTIALS and FIREBASE_PROJECT_ID are set.
import { parseArgs } from 'node:util';
import { FieldValue } from 'firebase-admin/firestore';
import { initFirebaseAdmin } from '../server/firebase.ts';
import { adminTarget } from './lib/adminTarget.ts';

const ROLES = ['staff', 'admin'] as const;
type Role = (typeof ROLES)[number];

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { create: { type: 'boolean', default: false }, password: { type: 'string' } },
});
const [email, roleArg = 'staff'] = positionals;

if (!email || !ROLES.includes(roleArg as Role)) {
  console.error('Usage: npm run make-admin -- <email> [staff|admin] [--create --password <password>]');
  process.exit(2);
}
const role = roleArg as Role;
const { projectId, where } = adminTarget();

const { auth, db } = initFirebaseAdmin(projectId);

async function findOrCreateUser() {
  try {
    return await auth.getUserByEmail(email!);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found' || !values.create) throw error;
    if (!values.password) throw new Error('--create needs --password');
    return auth.createUser({ email, password: values.password, displayName: `Local ${role}` });
  }
}

const user = await findOrCreateUser();
const ref = db.collection('users').doc(user.uid);
const existing = await ref.get();
await ref.set(
  {
    uid: user.uid,
    email: user.email ?? email,
    name: user.displayName ?? email,
    role,
    ...(existing.exists ? {} : { createdAt: FieldValue.serverTimestamp() }),
  },
  { merge: true },
);
console.log(`${email} (${user.uid}) now has role "${role}" in ${where}.`);
