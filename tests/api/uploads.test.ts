import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATIONS } from '#domain/applications';
import { APPLICATION_KINDS } from '#domain/kinds';
import { isUploadArea } from '#domain/uploads';
import { adminServices } from '../support/admin.ts';
import { csrfPair, request } from '../support/http.ts';
import { jpegBytes, PNG_PIXEL } from '../support/uploads.ts';
import { signedInUser } from '../support/users.ts';

const pdf = (text = 'hello') => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

async function upload(
  parts: { area?: string; file?: { bytes: Buffer; name: string; type?: string } },
  field = 'file',
) {
  const { cookie, token } = await csrfPair();
  const form = new FormData();
  if (parts.area !== undefined) form.append('area', parts.area);
  if (parts.file) {
    form.append(
      field,
      new Blob([new Uint8Array(parts.file.bytes)], { type: parts.file.type ?? 'application/pdf' }),
      parts.file.name,
    );
  }
  return request('/api/uploads', { method: 'POST', headers: { cookie, 'X-XSRF-TOKEN': token }, body: form });
}

let staffToken: string;
let visitorToken: string;

beforeAll(async () => {
  staffToken = (await signedInUser('staff')).idToken;
  visitorToken = (await signedInUser(undefined)).idToken;
});

describe('POST /api/uploads', () => {
  it('keeps apart many files of the same name sent at the same moment', async () => {
    const name = `same-${Date.now()}.pdf`;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        upload({ area: 'tin', file: { bytes: pdf(`copy ${index}`), name } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    const paths = answers.map((answer) => (answer.body as { path: string }).path);
    expect(new Set(paths).size).toBe(12);
    // Each path holds its own file, not another request's.
    const contents = await Promise.all(
      paths.map(async (path) => {
        const file = await fetch(`${process.env.API_URL}/api/files/${path}`, {
          headers: { authorization: `Bearer ${staffToken}` },
        });
        return Buffer.from(await file.arrayBuffer()).toString();
      }),
    );
    expect(new Set(contents).size).toBe(12);
  });

  it('stores a PDF under a random name at the business-licence path and serves it back byte for byte to staff', async () => {
    const bytes = pdf('landlord contract');
    const answer = await upload({ area: 'business', file: { bytes, name: 'Mkataba wa pango.pdf' } });
    expect(answer.status).toBe(201);
    const { path } = answer.body as { path: string };
    expect(path).toMatch(/^business-licenses\/[0-9a-f]{32}\.pdf$/);

    const file = await fetch(`${process.env.API_URL}/api/files/${path}`, {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`inline; filename="${path.split('/')[1]}"`);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
  });

  it('stores TIN documents under business-forms/, named by the server whatever the sender called them', async () => {
    const answer = await upload({ area: 'tin', file: { bytes: pdf(), name: 'lease.pdf' } });
    expect(answer.status).toBe(201);
    expect((answer.body as { path: string }).path).toMatch(/^business-forms\/[0-9a-f]{32}\.pdf$/);
  });

  it('records each upload for the API alone: path, area, size, time, not yet attached', async () => {
    const bytes = pdf('recorded');
    const before = Date.now();
    const { path } = (await upload({ area: 'tin', file: { bytes, name: 'cert.pdf' } })).body as {
      path: string;
    };
    const id = path.slice('business-forms/'.length, -'.pdf'.length);
    const record = await adminServices().db.collection('uploads').doc(id).get();
    expect(record.data()).toEqual({
      path,
      area: 'tin',
      size: bytes.length,
      attached: false,
      createdAt: expect.anything(),
    });
    expect(record.get('createdAt').toMillis()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('judges the type by content: a PNG named .pdf is refused with 415', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const answer = await upload({ area: 'tin', file: { bytes: png, name: 'scan.pdf' } });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ message: 'Only PDF files are accepted.', code: 'upload.type' });
  });

  it('takes the passport photo as a JPEG or PNG, serves it as one to staff, and refuses a PDF', async () => {
    for (const [bytes, type, extension] of [
      [jpegBytes('passport photo'), 'image/jpeg', 'jpg'],
      [PNG_PIXEL, 'image/png', 'png'],
    ] as const) {
      // Named and typed as something else: the bytes decide.
      const answer = await upload({
        area: 'visaPhoto',
        file: { bytes, name: 'me.pdf', type: 'application/pdf' },
      });
      expect(answer.status).toBe(201);
      const { path } = answer.body as { path: string };
      expect(path).toMatch(new RegExp(`^visa-photos/[0-9a-f]{32}\\.${extension}$`));
      const file = await fetch(`${process.env.API_URL}/api/files/${path}`, {
        headers: { authorization: `Bearer ${staffToken}` },
      });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(type);
      expect(file.headers.get('content-disposition')).toBe(`inline; filename="${path.split('/')[1]}"`);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
    }
    const scan = await upload({
      area: 'visaPhoto',
      file: { bytes: pdf(), name: 'photo.jpg', type: 'image/jpeg' },
    });
    expect(scan.status).toBe(415);
    expect(scan.body).toEqual({ message: 'Only JPEG or PNG photos are accepted.', code: 'upload.photoType' });
  });

  it('takes the passport bio page and a licence lease as a PDF or a photo, and nothing else', async () => {
    for (const [area, prefix] of [
      ['visaPassport', 'visa-passports'],
      ['business', 'business-licenses'],
    ] as const) {
      const scan = await upload({ area, file: { bytes: pdf(), name: 'page.pdf' } });
      expect((scan.body as { path: string }).path).toMatch(new RegExp(`^${prefix}/[0-9a-f]{32}\\.pdf$`));
      const photo = await upload({
        area,
        file: { bytes: jpegBytes(), name: 'page.jpg', type: 'image/jpeg' },
      });
      expect((photo.body as { path: string }).path).toMatch(new RegExp(`^${prefix}/[0-9a-f]{32}\\.jpg$`));
      const gif = await upload({ area, file: { bytes: Buffer.from('GIF89a...'), name: 'page.gif' } });
      expect(gif.status).toBe(415);
      expect(gif.body).toEqual({
        message: 'Only PDF, JPEG or PNG files are accepted.',
        code: 'upload.documentType',
      });
    }
    // The TIN forms still take PDFs only.
    const photo = await upload({
      area: 'tin',
      file: { bytes: jpegBytes(), name: 'cert.jpg', type: 'image/jpeg' },
    });
    expect(photo.status).toBe(415);
    expect(photo.body).toMatchObject({ code: 'upload.type' });
  });

  it('accepts a real PDF whatever its name and declared type', async () => {
    const answer = await upload({
      area: 'tin',
      file: { bytes: pdf(), name: 'scan.jpg', type: 'image/jpeg' },
    });
    expect(answer.status).toBe(201);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await upload({ area: 'business', file: { bytes: big, name: 'big.pdf' } });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'upload.tooLarge' });
  });

  it('refuses an empty file', async () => {
    const answer = await upload({ area: 'business', file: { bytes: Buffer.alloc(0), name: 'empty.pdf' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'The file is empty.' });
  });

  it('refuses a request without a file', async () => {
    const answer = await upload({ area: 'business' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'upload.missing' });
  });

  it('refuses a file sent under another field name', async () => {
    const answer = await upload({ area: 'business', file: { bytes: pdf(), name: 'a.pdf' } }, 'document');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'upload.field' });
  });

  it('refuses an unknown area', async () => {
    const answer = await upload({ area: 'passports', file: { bytes: pdf(), name: 'a.pdf' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'upload.area' });
  });

  it('refuses the area of a kind whose form sends no document there, though the kind has one', async () => {
    const unused = APPLICATION_KINDS.filter((kind) =>
      APPLICATIONS[kind].uploadFields.every(({ area }) => area !== kind),
    );
    expect(unused.length).toBeGreaterThan(0);
    for (const area of unused) {
      expect(isUploadArea(area)).toBe(true);
      const answer = await upload({ area, file: { bytes: pdf(), name: 'a.pdf' } });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'upload.area' });
    }
  });

  for (const name of ['../../etc/passwd.pdf', '..\\windows\\system.pdf', `${'x'.repeat(250)}.pdf`]) {
    it(`refuses the hostile file name ${JSON.stringify(name.slice(0, 30))}`, async () => {
      const answer = await upload({ area: 'tin', file: { bytes: pdf(), name } });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'upload.name' });
    });
  }

  it('refuses a file name with control characters', async () => {
    // Built by hand: FormData would escape the character before it left the client.
    const { cookie, token } = await csrfPair();
    const boundary = 'applytz-boundary';
    const head = [
      `--${boundary}\r\nContent-Disposition: form-data; name="area"\r\n\r\ntin\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0001b.pdf"\r\n`,
      'Content-Type: application/pdf\r\n\r\n',
    ].join('');
    const body = Buffer.concat([Buffer.from(head), pdf(), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const answer = await request('/api/uploads', {
      method: 'POST',
      headers: { cookie, 'X-XSRF-TOKEN': token, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    // The multipart parser itself rejects the header; either way the caller gets a clear 400.
    expect(answer.status).toBe(400);
    expect(['upload.name', 'upload.malformed']).toContain((answer.body as { code: string }).code);
  });

  it('refuses an upload without the CSRF header', async () => {
    const form = new FormData();
    form.append('area', 'tin');
    form.append('file', new Blob([new Uint8Array(pdf())]), 'a.pdf');
    const answer = await request('/api/uploads', { method: 'POST', body: form });
    expect(answer.status).toBe(403);
  });
});

describe('GET /api/files/…', () => {
  let path: string;
  beforeAll(async () => {
    path = (
      (await upload({ area: 'tin', file: { bytes: pdf('private'), name: 'private.pdf' } })).body as {
        path: string;
      }
    ).path;
  });

  it('refuses an anonymous caller with 401', async () => {
    const answer = await request(`/api/files/${path}`);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'auth.required' });
  });

  it('refuses a forged token with 401', async () => {
    const answer = await request(`/api/files/${path}`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(answer.status).toBe(401);
  });

  it('refuses a signed-in user without a staff role with 403', async () => {
    const answer = await request(`/api/files/${path}`, {
      headers: { authorization: `Bearer ${visitorToken}` },
    });
    expect(answer.status).toBe(403);
  });

  it('serves a document an earlier record names ({timestamp}_{name}) as a PDF with a .pdf name', async () => {
    const stamp = Date.now();
    const earlier = `business-forms/${stamp}_scan.jpg`;
    const file = join(process.env.BLOB_DIR!, earlier);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, pdf('from before'));
    const answer = await fetch(`${process.env.API_URL}/api/files/${earlier}`, {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(`inline; filename="${stamp}_scan.jpg.pdf"`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 for a missing file and for a path outside the upload areas', async () => {
    const headers = { authorization: `Bearer ${staffToken}` };
    expect((await request('/api/files/business-forms/1_missing.pdf', { headers })).status).toBe(404);
    const neverStored = 'business-forms/0123456789abcdef0123456789abcdef.pdf';
    expect(await request(`/api/files/${neverStored}`, { headers })).toMatchObject({
      status: 404,
      body: { code: 'file.notFound' },
    });
    expect((await request('/api/files/..%2f..%2fpackage.json', { headers })).status).toBe(404);
    expect((await request('/api/files/secrets/key.pdf', { headers })).status).toBe(404);
  });
});
