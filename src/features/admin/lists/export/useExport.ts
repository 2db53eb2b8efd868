import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportDates } from '#domain/exportDates';
import type { ExportFormat } from '#domain/exports';

import { apiFailureKey } from '#lib/apiFailure';
import type { ListRequest } from '../api/applicationsQuery';
import type { Filters } from '../listView';
import type { ChunkSource } from './readAll';
import type { BuiltExport } from './runExport';
import { useReaderLanguage } from '#lib/useReaderLanguage';

export type ExportState =
  | { phase: 'idle' | 'cancelled' }
  | { phase: 'working'; rows: number }
  | { phase: 'done'; rows: number }
  /** `built`: the file was made but not recorded; Try again records it without reading again. */
  | { phase: 'failed'; message: string; format: ExportFormat; built?: BuiltExport };

const FAILED = 'admin.lists.export.failed';
const runner = () => import('./runExport');

/**
 * An export of what the list's filters select: started by a button, cancelled by another or by
 * leaving the list (or changing its filters), the file offered only once the API has recorded it.
 */
export function useExport(
  request: ListRequest,
  filters: Filters,
  source: ChunkSource,
  dates?: ExportDates,
  withNotes = false,
) {
  const { t } = useTranslation();
  const lang = useReaderLanguage();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(
    async (format: ExportFormat, built?: BuiltExport) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ phase: 'working', rows: built?.rows ?? 0 });
      let made = built;
      try {
        const { buildExport, deliverExport } = await runner();
        made ??= await buildExport({
          request,
          filters,
          format,
          dates,
          withNotes,
          source,
          reader: { t, lang },
          onProgress: (rows) => setState({ phase: 'working', rows }),
          signal: controller.signal,
        });
        await deliverExport(made, controller.signal);
        setState({ phase: 'done', rows: made.rows });
      } catch (error) {
        if (controller.signal.aborted) return;
        setState({ phase: 'failed', message: apiFailureKey(error, FAILED), format, built: made });
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [request, filters, source, dates, withNotes, t, lang],
  );

  const cancel = useCallback(() => {
    running.current?.abort();
    setState({ phase: 'cancelled' });
  }, []);

  return { state, lang, start: (format: ExportFormat) => void run(format), cancel, retry: run };
}
