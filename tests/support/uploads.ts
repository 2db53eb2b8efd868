// Documents as the forms send them: a small real PDF, posted to POST /api/uploads with the CSRF
// cookies and header the app would send. Plain assertions, so both test runners can use it.
import { API_URL, csrfPair, request } from './http.ts';

export const pdfBytes = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

/** Uploads a PDF and returns the path the API chose for it. */
export async function uploadPdf(area: 'tin' | 'business', name = 'scan.pdf', base = API_URL) {
  const { cookie, token } = await csrfPair(base);
  const form = new FormData();
  form.append('area', area);
  const bytes = new Uint8Array(pdfBytes(`${name} ${Math.random()}`));
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
  const answer = await request(
    '/api/uploads',
    { method: 'POST', headers: { cookie, 'X-XSRF-TOKEN': token }, body: form },
    base,
  );
  if (answer.status !== 201) {
    throw new Error(`The upload was refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return (answer.body as { path: string }).path;
}
