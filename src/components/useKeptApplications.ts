import { useEffect, useState } from 'react';
import type { ApplicationKind } from '#domain/kinds';
import { loadOutbox } from '#lib/loadOutbox';
import type { KeptApplication } from '#lib/outbox';

/**
 * The applications this device keeps to send once it is back online (src/lib/outbox.ts), of
 * `kind` or of every service, oldest first; read again whenever one is kept, sent or refused.
 * None until read: a pre-rendered page shows none.
 */
export function useKeptApplications(kind?: ApplicationKind): KeptApplication[] {
  const [kept, setKept] = useState<KeptApplication[]>([]);
  useEffect(() => {
    let current = true;
    let stop: (() => void) | undefined;
    loadOutbox().then(
      ({ keptApplications, onOutbox }) => {
        if (!current) return;
        const read = () =>
          void keptApplications().then((all) => {
            if (current) setKept(all.filter((one) => !kind || one.kind === kind));
          });
        stop = onOutbox(read);
        read();
      },
      () => undefined,
    );
    return () => {
      current = false;
      stop?.();
    };
  }, [kind]);
  return kept;
}
