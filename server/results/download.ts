import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { DownloadVia } from '#domain/results';
import type { ActingAgent } from '../applications/access.ts';
import type { ApplicationTarget } from '../applications/target.ts';
import { refuseRemovedResult } from './removed.ts';
import { downloadRecords, isOffered, isResultOf, noSuchResult, resultRecords } from './records.ts';

/**
 * Records a download of an offered result, before the file is sent: a `downloads/{id}` record
 * (when, by which proof, and the agent when one downloads it) and, on the result, the count and the
 * first and last time, which staff see: the applicant's, or apart from them an agent's, so staff
 * never read an agent's download as the applicant having the document. Refuses (404) a result of
 * another application or one replaced, and (410) one whose file the retention run removed. Returns the stored file's path and what the result is called.
 */
export async function recordDownload(
  db: Firestore,
  target: ApplicationTarget,
  resultId: string,
  by: { via: Exclude<DownloadVia, 'agent'> } | { via: 'agent'; agent: ActingAgent },
): Promise<{ path: string; title: string }> {
  const ref = resultRecords(db).doc(resultId);
  return db.runTransaction(async (transaction) => {
    const result = await transaction.get(ref);
    if (!isResultOf(result, target) || !isOffered(result)) throw noSuchResult();
    refuseRemovedResult(result);
    const now = FieldValue.serverTimestamp();
    transaction.create(downloadRecords(db).doc(), {
      kind: target.kind,
      applicationId: target.id,
      resultId,
      ...by,
      at: now,
    });
    transaction.update(
      ref,
      by.via === 'agent'
        ? { agentDownloads: FieldValue.increment(1), lastAgentDownload: { aan: by.agent.aan, at: now } }
        : {
            downloads: FieldValue.increment(1),
            lastDownloadedAt: now,
            ...(result.get('firstDownloadedAt') ? {} : { firstDownloadedAt: now }),
          },
    );
    return { path: result.get('path') as string, title: result.get('title') as string };
  });
}
