import type { Logger } from 'pino';
import type { Dispatcher } from './dispatch.ts';

/**
 * The local API's stand-in for the Cloud Function's scheduled dispatch: a poll that queues the
 * reminders fallen due (`remind`, which logs its own errors) and sends the messages due. Other
 * messages are queued by the API itself, in the transaction of the change they tell of.
 */
export function startNotificationWorker({
  dispatcher,
  remind,
  logger,
  pollMs,
}: {
  dispatcher: Dispatcher;
  remind: () => Promise<void>;
  logger: Logger;
  pollMs: number;
}) {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    remind()
      .then(() => dispatcher.dispatchDue())
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
