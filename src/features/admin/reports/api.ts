import type { AgentsAnswer } from '#domain/agentAdmin';
import type { AgentView } from '#domain/agents';
import type { ReportView, StaffReportView } from '#domain/reports/figures';
import type { TargetsBody } from '#domain/reports/query';
import { apiFetch } from '#lib/api';
import { staffIdToken } from '../common/api/staffToken';

const asAdmin = async (): Promise<HeadersInit> => ({ Authorization: `Bearer ${await staffIdToken()}` });

/**
 * Every call the Reports page makes as the signed-in admin (server/routes/reports.ts), as one
 * object, so a test can hand the page another.
 */
export const reportsApi = {
  /** The figures of a range (GET /api/reports?from=…&to=…&length=…&kind=…&aan=…). */
  async read(query: Record<string, string>): Promise<ReportView> {
    return apiFetch<ReportView>(`/api/reports?${new URLSearchParams(query).toString()}`, {
      headers: await asAdmin(),
    });
  },
  /** Who does what, per staff member, over the same range (GET /api/reports/staff?…). */
  async staff(query: Record<string, string>): Promise<StaffReportView> {
    return apiFetch<StaffReportView>(`/api/reports/staff?${new URLSearchParams(query).toString()}`, {
      headers: await asAdmin(),
    });
  },
  /** Each service's monthly target in shillings; null takes a service's away. */
  async saveTargets(body: TargetsBody): Promise<TargetsBody> {
    return apiFetch<TargetsBody>('/api/reports/targets', {
      method: 'PUT',
      headers: await asAdmin(),
      json: body,
    });
  },
  /** The agents by name, to choose one report's agent from. */
  async agents(): Promise<AgentView[]> {
    return (await apiFetch<AgentsAnswer>('/api/agents', { headers: await asAdmin() })).agents;
  },
};

export type ReportsApi = typeof reportsApi;
