import * as z from 'zod/mini';
import { email, LIMITS, name } from './common.js';
import { fieldLabelsFor } from './form.js';
import { timestampSchema } from './meta.js';
import { optionList } from './options.js';

/**
 * Roles are written only with the Admin SDK (ops/make-admin, and the API when an admin creates an
 * agent); nobody sets their own. Agents are not staff: they see only their own clients.
 */
export const userRoleOptions = optionList('userRole', ['staff', 'admin', 'agent']);
export type UserRole = (typeof userRoleOptions.values)[number];
const STAFF_ROLES: readonly UserRole[] = ['staff', 'admin'];

/** What a visitor gives when registering; uid and createdAt come from Auth and the server. */
export const userRegistrationSchema = z.object({ name: name(), email: email() });

/** users/{uid}. */
export const userSchema = z.extend(userRegistrationSchema, {
  uid: z.string().check(z.minLength(1), z.maxLength(LIMITS.uid)),
  role: z.optional(z.enum(userRoleOptions.values)),
  /** An agent's number (agents/{aan}); only with role 'agent'. */
  aan: z.optional(z.string()),
  createdAt: timestampSchema,
});

export type UserRegistration = z.output<typeof userRegistrationSchema>;
export type User = z.output<typeof userSchema>;

export const userFieldLabels = fieldLabelsFor('user', userSchema.shape);

export function isUserRole(value: unknown): value is UserRole {
  return userRoleOptions.values.includes(value as UserRole);
}

/** Staff read and manage applications; only admins delete them. */
export function canManageApplications(role: unknown): boolean {
  return STAFF_ROLES.includes(role as UserRole);
}

/** Admins manage agents: create, suspend, commissions, payouts. */
export function canManageAgents(role: unknown): boolean {
  return role === 'admin';
}

export function canDeleteApplications(role: unknown): boolean {
  return role === 'admin';
}

/** Who looked at what (the access log) is for admins only. */
export function canViewAccessLog(role: unknown): boolean {
  return role === 'admin';
}

/** The record of list exports (who downloaded what) is for admins only. */
export function canViewExports(role: unknown): boolean {
  return role === 'admin';
}

/** Staff notes leave the app only in an admin's export, and only when the admin asks for them. */
export function canExportNotes(role: unknown): boolean {
  return role === 'admin';
}
