import { staffIdToken } from '../../common/api/staffToken';

/** An uploaded document (GET /api/files/<path>, staff only) as a Blob the page can open. */
export async function fetchDocument(path: string): Promise<Blob> {
  const url = `/api/files/${path.split('/').map(encodeURIComponent).join('/')}`;
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${await staffIdToken()}` },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return response.blob();
}
