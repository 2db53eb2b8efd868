import { Router } from 'express';
import { requestBodySchema, type NewRequestAnswer, type RequestsAnswer } from '#domain/requests';
import { actorOf } from '../applications/actor.ts';
import { applicationTarget } from '../applications/target.ts';
import { versionAsked } from '../applications/version.ts';
import type { FirebaseServices } from '../firebase.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { requireStaff } from '../http/requireStaff.ts';
import { parseBody } from '../http/validate.ts';
import { acceptRequest } from '../requests/acceptRequest.ts';
import { listRequests } from '../requests/listRequests.ts';
import { makeRequest } from '../requests/makeRequest.ts';

/**
 * What staff ask an applicant for (server/requests/makeRequest.ts), and their decision on the
 * answer. Both take `If-Match: "<version>"`, the application's version the page showed (409
 * `application.changed` for another one: server/applications/version.ts).
 */
export function requestsRouter(firebase: FirebaseServices) {
  const { db } = firebase;
  const router = Router();
  const staffOnly = requireStaff(firebase);
  const path = '/applications/:kind/:id/requests';

  /** POST … {items, replyBy} → 201 {id}; 409 while another request of the application is open. */
  router.post(path, staffOnly, jsonBody, async (req, res) => {
    const target = applicationTarget(db, req.params);
    const body = parseBody(requestBodySchema(target.kind), req.body);
    const expected = versionAsked(req);
    const id = await makeRequest(firebase, target, body, await actorOf(res, firebase), expected);
    res.status(201).json({ id } satisfies NewRequestAnswer);
  });

  /** POST …/:requestId/accept → 200 {state}: staff take the answer. */
  router.post(`${path}/:requestId/accept`, staffOnly, async (req, res) => {
    const target = applicationTarget(db, req.params);
    const expected = versionAsked(req);
    const actor = await actorOf(res, firebase);
    await acceptRequest(db, target, String(req.params.requestId), actor, expected);
    res.json({ state: 'accepted' });
  });

  /** GET … → 200 {requests}, newest first. */
  router.get(path, staffOnly, async (req, res) => {
    const requests = await listRequests(db, applicationTarget(db, req.params));
    res.json({ requests } satisfies RequestsAnswer);
  });

  return router;
}
