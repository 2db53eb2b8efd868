import { createHash } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '#domain/kinds';
import { resultPath } from '#domain/results';
import { withdrawalOnStatusChange } from '../requests/records.ts';
import { FILE_TYPES } from '#domain/uploads';
import type { Actor } from '../applications/actor.ts';
import { recordEvent } from '../applications/events.ts';
import { bumpVersion, refuseIfStale } from '../applications/version.ts';
import { changeStatus, referenceOf } from '../applications/statusChange.ts';
import { existingApplication, type ApplicationTarget } from '../applications/target.ts';
import type { BlobStore } from '../blobs/store.ts';
import { agentMessagesFor, agentToTell } from '../notifications/agentNotices.ts';
import { messagesFor, queueMessages } from '../notifications/records.ts';
import { freeVerificationCode } from '../verifications/freeCode.ts';
import { isOffered, isResultOf, noSuchResult, resultRecords } from './records.ts';

/** A PDF staff hand back, checked already, with the title it is offered under. */
export type ResultFile = { title: string; bytes: Buffer };

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Hands documents back to the applicant: stores each PDF, then in one transaction writes its
 * record, its verification record and its `result` event, completes the application if it is not
 * completed yet (the status path every change takes, without its own message), marks the document
 * `replaces` names as replaced (it and its verification record), and queues one SMS and one email
 * saying the result is ready, and an SMS to the application's agent if it has an active one. One
 * call is one hand-back: however many documents it carries, each is told once. Returns the new
 * results' ids.
 */
export async function handBack(
  db: Firestore,
  blobs: BlobStore,
  target: ApplicationTarget,
  files: ResultFile[],
  actor: Actor,
  replaces?: string,
  expected?: number,
): Promise<string[]> {
  const documents = files.map((file) => ({
    ...file,
    ref: resultRecords(db).doc(),
    sha256: sha256Of(file.bytes),
  }));
  // The files first: a record is never written for a file that is not there. Should the
  // transaction then fail, the files are removed again (best effort; nothing refers to them).
  for (const { ref, bytes } of documents) {
    if (!(await blobs.put(resultPath(ref.id), bytes, FILE_TYPES.pdf.contentType))) {
      throw new Error(`a new result's path is taken already: ${resultPath(ref.id)}`);
    }
  }
  try {
    await db.runTransaction(async (transaction) => {
      const application = await existingApplication(target, () => transaction.get(target.ref));
      await refuseIfStale(db, transaction, target, application, expected);
      const agent = await agentToTell(db, transaction, application);
      const replaced = replaces ? await transaction.get(resultRecords(db).doc(replaces)) : undefined;
      if (replaced && !(isResultOf(replaced, target) && isOffered(replaced))) throw noSuchResult();
      const codes: Awaited<ReturnType<typeof freeVerificationCode>>[] = [];
      for (let index = 0; index < documents.length; index += 1) {
        codes.push(await freeVerificationCode(db, transaction));
      }
      const withdraw = await withdrawalOnStatusChange(
        db,
        transaction,
        target,
        application,
        'completed',
        actor,
      );
      const reference = referenceOf(application);
      documents.forEach(({ ref, title, bytes, sha256 }, index) => {
        const { code, record } = codes[index]!;
        transaction.create(ref, {
          kind: target.kind,
          applicationId: target.id,
          reference,
          title,
          path: resultPath(ref.id),
          sha256,
          size: bytes.length,
          // Documents handed back together share their time: this keeps the order staff gave.
          position: index,
          verificationCode: code,
          createdAt: FieldValue.serverTimestamp(),
          createdBy: actor,
          ...(replaces ? { replaces } : {}),
          replacedAt: null,
          downloads: 0,
        });
        transaction.create(record, {
          type: 'result',
          kind: target.kind,
          reference,
          issuedAt: FieldValue.serverTimestamp(),
          title,
          sha256,
          resultId: ref.id,
        });
        const event = {
          kind: target.kind,
          applicationId: target.id,
          reference,
          type: 'result' as const,
          version: bumpVersion(transaction, application),
        };
        recordEvent(
          db,
          transaction,
          { ...event, resultId: ref.id, title, ...(replaces ? { replaces } : {}) },
          actor,
        );
      });
      if (replaced) {
        transaction.update(replaced.ref, {
          replacedAt: FieldValue.serverTimestamp(),
          replacedBy: documents[0]!.ref.id,
        });
        const code = replaced.get('verificationCode') as string;
        transaction.update(db.collection(COLLECTIONS.verifications).doc(code), {
          replacedAt: FieldValue.serverTimestamp(),
        });
      }
      if (application.get('status') !== 'completed') {
        const change = { status: 'completed' as const, note: '', applicantMessage: '' };
        changeStatus(db, transaction, target, application, change, actor, { announce: false });
      }
      withdraw();
      const subject = { kind: target.kind, id: target.id, data: application.data() ?? {} };
      // Named after the hand-back's first document: the same hand-back retried finds its messages.
      const occasion = documents[0]!.ref.id;
      queueMessages(db, transaction, [
        ...messagesFor(subject, 'resultReady', {}, occasion),
        ...agentMessagesFor(agent, subject, 'agentResultReady', occasion),
      ]);
    });
  } catch (error) {
    await Promise.allSettled(documents.map(({ ref }) => blobs.delete(resultPath(ref.id))));
    throw error;
  }
  return documents.map(({ ref }) => ref.id);
}
