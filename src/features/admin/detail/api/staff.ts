import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { STAFF_ROLES, staffMembersOf, type StaffMember } from '#domain/assignment';
import { COLLECTIONS } from '#domain/kinds';
import { getLiteDb } from '#lib/firebase/lite';

/** Every staff member, alphabetically (staff may list the users, by the rules): who one may give to. */
export async function fetchStaffMembers(): Promise<StaffMember[]> {
  const users = query(
    collection(await getLiteDb(), COLLECTIONS.users),
    where('role', 'in', [...STAFF_ROLES]),
  );
  const { docs } = await getDocs(users);
  return staffMembersOf(docs.map((doc) => ({ uid: doc.id, name: doc.get('name'), email: doc.get('email') })));
}
