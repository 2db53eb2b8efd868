// Applications sent before agents had accounts keep their AAN and are matched to the agent with the
// same number: `npm run match-agents` stores each AAN as the API stores one now, and the agent's
// My clients then finds them.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { APPLICATION_COLLECTIONS, COLLECTIONS, type ApplicationKind } from '#domain/kinds';
import { newApplicationMeta } from '#domain/meta';
import { agentClients } from '#server/agents/clients.ts';
import { ownProject } from '../support/ownProject.ts';
import { runScript } from '../support/runScript.ts';

const AAN = 'AGT-0042';

describe('npm run match-agents', { timeout: 90_000 }, () => {
  const { projectId, own } = ownProject('match-agents', [
    APPLICATION_COLLECTIONS.tin,
    APPLICATION_COLLECTIONS.visa,
    COLLECTIONS.agents,
  ]);

  /** An application of the earlier app, carrying the agent's number as it was typed then. */
  async function earlier(kind: ApplicationKind, typed: Record<string, unknown>) {
    const { AAN: _none, ...answers } = VALID_APPLICATIONS[kind]() as Record<string, unknown>;
    const ref = own().collection(APPLICATION_COLLECTIONS[kind]).doc();
    await ref.set({
      ...answers,
      ...newApplicationMeta(kind, { lang: 'en' }),
      ...typed,
      createdAt: Timestamp.fromMillis(Date.now() - 86_400_000),
    });
    return ref;
  }

  it('stores each old AAN as the API would, so the agent with that number finds the application, and changes nothing else', async () => {
    await own().collection(COLLECTIONS.agents).doc(AAN).set({ aan: AAN, name: 'Asha', status: 'active' });
    const typedLower = await earlier('visa', { AAN: ' agt-0042 ' });
    const oldTinField = await earlier('tin', { tinaccess: 'agt-0042' });
    const canonical = await earlier('tin', { AAN });
    const noAgent = await earlier('visa', { AAN: 'agt-9999' });
    const notAnAan = await earlier('visa', { AAN: 'Mama Asha, Kariakoo' });
    const before = (await notAnAan.get()).data();
    expect((await agentClients(own(), { aan: AAN, view: 'all', q: '' })).clients).toHaveLength(1);

    const run = await runScript('match-agents.ts', [], { FIREBASE_PROJECT_ID: projectId });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('visaApplications: 3 checked, 2 written, 1 of an agent, 1 of no agent yet');
    expect(run.stdout).toContain('tinApplications: 2 checked, 1 written, 2 of an agent, 0 of no agent yet');

    expect((await typedLower.get()).get('AAN')).toBe(AAN);
    expect((await oldTinField.get()).get('AAN')).toBe(AAN);
    expect((await noAgent.get()).get('AAN')).toBe('AGT-9999');
    expect((await notAnAan.get()).data()).toEqual(before);
    const listed = await agentClients(own(), { aan: AAN, view: 'all', q: '' });
    expect(listed.clients.map(({ id }) => id).sort()).toEqual(
      [typedLower.id, oldTinField.id, canonical.id].sort(),
    );

    const again = await runScript('match-agents.ts', [], { FIREBASE_PROJECT_ID: projectId });
    expect(again.stdout).toContain('Done: 5 checked, 0 written');
  });
});
