// Documents as the forms send them: a small real PDF or photo, posted to POST /api/uploads with the
// CSRF cookies and header the app would send. Plain assertions, so both test runners can use it.
import { acceptedTypes, type FileType, type UploadArea } from '#domain/uploads';
import { API_URL, csrfPair, request } from './http.ts';

export const pdfBytes = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

/** The smallest whole PNG there is: one transparent pixel. */
export const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A small real JPEG, 8 × 8 orange pixels. */
const JPEG_SQUARE = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19i' +
    'Z2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2Nj' +
    'Y2NjY//AABEIAAgACAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQEC' +
    'AwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVm' +
    'Z2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq' +
    '8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIy' +
    'gQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SF' +
    'hoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEA' +
    'AhEDEQA/AJK8Y9Y//9k=',
  'base64',
);

/** The JPEG with `text` in a comment segment, so each copy is a file of its own. */
export function jpegBytes(text = '') {
  const comment = Buffer.from(text, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(comment.length + 2);
  // The comment (FF FE) goes right after the start of image (FF D8).
  return Buffer.concat([
    JPEG_SQUARE.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    comment,
    JPEG_SQUARE.subarray(2),
  ]);
}

/** A photo as a phone takes it, as a browser test chooses it (Playwright's file payload). */
export const photoFile = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: jpegBytes(name) });

const SAMPLES: Record<FileType, { bytes: (text: string) => Buffer; name: string; mime: string }> = {
  pdf: { bytes: pdfBytes, name: 'scan.pdf', mime: 'application/pdf' },
  jpeg: { bytes: jpegBytes, name: 'photo.jpg', mime: 'image/jpeg' },
  png: { bytes: () => PNG_PIXEL, name: 'photo.png', mime: 'image/png' },
};

/** Uploads a file of `type` (the area's first type by default) and returns the path the API chose. */
export async function uploadFile(
  area: UploadArea,
  {
    type = acceptedTypes(area)[0]!,
    name,
    base = API_URL,
  }: { type?: FileType; name?: string; base?: string } = {},
) {
  const sample = SAMPLES[type];
  const { cookie, token } = await csrfPair(base);
  const form = new FormData();
  form.append('area', area);
  const bytes = new Uint8Array(sample.bytes(`${name ?? sample.name} ${Math.random()}`));
  form.append('file', new Blob([bytes], { type: sample.mime }), name ?? sample.name);
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

/** Uploads a PDF and returns the path the API chose for it. */
export const uploadPdf = (area: UploadArea, name = 'scan.pdf', base = API_URL) =>
  uploadFile(area, { type: 'pdf', name, base });
