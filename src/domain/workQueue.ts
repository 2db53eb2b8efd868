import type { ApplicationStatus, PaymentStatus } from './meta.js';

/**
 * Staff's work queue ("Needs attention"): applications that are paid and that staff have not
 * finished with yet. The staff lists show them oldest first, so that none waits forever, and the
 * dashboard counts them.
 */
export const ATTENTION_PAYMENT = 'paid' as const satisfies PaymentStatus;
export const ATTENTION_STATUSES = [
  'submitted',
  'in_review',
  'action_needed',
] as const satisfies readonly ApplicationStatus[];
