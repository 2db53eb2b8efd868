import type { Logger } from 'pino';
import type { Dispatcher } from './dispatch.ts';

/**
 * The local API's stand-in for the Cloud Function's scheduled dispatch: a poll for messages due to
 * be sent. Messages are queued by the API itself, in the transaction of the change they tell of.
 */
export function startNotificationWorker({
  dispatcher,
  logger,
  pollMs,
}: {
  dispatcher: Dispatcher;
  logger: Logger;
  pollMs: number;
}) {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    dispatcher
      .dispatchDue()
      .catch((error: unknown) => logger.error({ err: error }, 'could not look for messages to send'))
      .finally(() => {
        busy = false;
      });
  }, pollMs);
  timer.unref();

  return {
    stop() {
      clearInterval(timer);
    },
  };
}
