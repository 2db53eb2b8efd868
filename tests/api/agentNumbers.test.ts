// A number typed on the form tells the public only whether it can be used: a suspended agent's is
// refused in the same words as one nobody has, so trying numbers lists no suspended agent. Staff
// read which it was in the API's log.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { COLLECTIONS } from '#domain/kinds';
import { adminServices } from '../support/admin.ts';
import { ensureAgent } from '../support/agents.ts';
import { sendApplication, withUploads } from '../support/applications.ts';
import { request } from '../support/http.ts';
import { startApi, type InProcessApi } from '../support/inProcessApi.ts';
import { capturedLog } from '../support/logLines.ts';
import { anonymousApplicant } from '../support/users.ts';

const log = capturedLog();
let api: InProcessApi;
beforeAll(async () => {
  api = await startApi({}, { logger: log.logger });
});
afterAll(async () => {
  await api?.close();
});

const freshAan = () => `AGT-${randomUUID().slice(0, 8).toUpperCase()}`;

async function sentWithAan(aan: string) {
  const { idToken } = await anonymousApplicant();
  const answers = await withUploads('tin', { ...VALID_APPLICATIONS.tin(), AAN: aan }, api.url);
  const { status, body } = await sendApplication('tin', { answers }, idToken, api.url);
  return { status, body };
}

describe("an agent's number on a new application", () => {
  it('is refused alike whether nobody has it or its agent is suspended, and the log says which', async () => {
    const suspended = freshAan();
    await ensureAgent(suspended, 'suspended');
    const unknown = freshAan();

    const [toSuspended, toUnknown] = [await sentWithAan(suspended), await sentWithAan(unknown)];
    expect(toSuspended).toEqual(toUnknown);
    expect(toUnknown).toEqual({
      status: 422,
      body: { message: expect.any(String), code: 'validation', fields: { AAN: 'validation.agent.unknown' } },
    });

    const told = (aan: string) => log.lines.filter((line) => line.aan === aan);
    expect(told(suspended)).toEqual([expect.objectContaining({ agentStatus: 'suspended' })]);
    expect(told(unknown)).toEqual([expect.objectContaining({ agentStatus: 'none' })]);
  });
});

describe("the name a form shows for an agent's link", () => {
  it("is an active agent's first name and initial, and the same nothing for a suspended or unknown number", async () => {
    const [active, suspended, unknown] = [freshAan(), freshAan(), freshAan()];
    await ensureAgent(active);
    await ensureAgent(suspended, 'suspended');
    const { db } = adminServices();
    await Promise.all(
      [active, suspended].map((aan) =>
        db.collection(COLLECTIONS.agents).doc(aan).update({ name: 'Rehema Mwakasege' }),
      ),
    );
    const nameOf = async (aan: string) => {
      const { status, body } = await request(`/api/agent-names/${aan}`, {}, api.url);
      return { status, body };
    };
    expect(await nameOf(active.toLowerCase())).toEqual({
      status: 200,
      body: { aan: active, name: 'Rehema M.' },
    });
    expect(await nameOf(suspended)).toEqual({ status: 200, body: { aan: suspended, name: null } });
    expect(await nameOf(unknown)).toEqual({ status: 200, body: { aan: unknown, name: null } });
  });
});
