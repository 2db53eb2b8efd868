import type { VerificationView } from '#domain/verification';
import { apiFetch } from '#lib/api';

/**
 * GET /api/verify/{code}: what the agency issued under this code. Throws the ApiError of a refusal
 * (`verification.notFound` for a code nobody was given, `rateLimited`) or a NetworkError.
 */
export function fetchVerification(code: string): Promise<VerificationView> {
  return apiFetch<VerificationView>(`/api/verify/${encodeURIComponent(code)}`);
}
