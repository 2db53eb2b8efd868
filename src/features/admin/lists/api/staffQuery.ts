import { collection, getDocs, query, where } from 'firebase/firestore';
import { STAFF_ROLES, staffMembersOf, type StaffMember } from '#domain/assignment';
import { COLLECTIONS } from '#domain/kinds';
import { getListeningDb } from '#lib/firebase/listening';

/**
 * Every staff member, alphabetically (staff may list the users, by the rules): one read, made
 * when the filter of who has them is first reached.
 */
export async function fetchStaffMembers(): Promise<StaffMember[]> {
  const users = query(
    collection(await getListeningDb(), COLLECTIONS.users),
    where('role', 'in', [...STAFF_ROLES]),
  );
  const { docs } = await getDocs(users);
  return staffMembersOf(docs.map((doc) => ({ uid: doc.id, name: doc.get('name'), email: doc.get('email') })));
}
