import type { ApplicationKind } from '#domain/kinds';
import { staffIdToken } from '../../common/api/staffToken';

/** The application a document is opened from: its look is put on record with it. */
export type OpenedFrom = { kind: ApplicationKind; id: string };

/** An uploaded document (GET /api/files/<path>, staff only) as a Blob the page can open. */
export async function fetchDocument(path: string, from: OpenedFrom | null): Promise<Blob> {
  const query = from ? `?${new URLSearchParams({ kind: from.kind, id: from.id })}` : '';
  const url = `/api/files/${path.split('/').map(encodeURIComponent).join('/')}${query}`;
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${await staffIdToken()}` },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return response.blob();
}
