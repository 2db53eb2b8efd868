import type { Response } from 'express';
import { pipeline, type Readable } from 'node:stream';
import { HttpError } from '../http/errors.ts';

/** The store's word for "there is no such file" when it comes from the read itself. */
function isMissing(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 404;
}

export const noSuchDocument = () => new HttpError(404, 'There is no such document.', 'file.notFound');

/** Resolves once the stream has bytes to give (or has ended); rejects if it fails first. */
function firstBytes(stream: Readable) {
  return new Promise<void>((resolve, reject) => {
    const settle = (error?: unknown) => {
      stream.off('readable', onReadable);
      stream.off('error', settle);
      if (error) reject(error as Error);
      else resolve();
    };
    const onReadable = () => settle();
    stream.on('readable', onReadable);
    stream.on('error', settle);
  });
}

/**
 * Sends a stored document. Nothing about it comes from the store or the sender: the type is the
 * one the caller gives (the type the API found in the file's bytes, which its path records), the
 * name is the given safe one, and nosniff stops a browser from guessing another type.
 *
 * Headers wait for the first bytes, so a file that went away after the lookup, or a read that
 * fails at once, still gets a JSON 404 or 500. After that, pipeline() ends the response when the
 * stream fails: the connection is cut (the caller sees an incomplete download, never a truncated
 * file passed off as whole) and the error is logged. An 'error' listener is kept on the stream
 * throughout, so no read error is ever an unhandled event that takes the process down.
 */
export async function sendDocument(
  res: Response,
  blob: { stream: Readable; size: number },
  { fileName, contentType }: { fileName: string; contentType: string },
) {
  const { stream } = blob;
  stream.on('error', () => {});
  try {
    await firstBytes(stream);
  } catch (error) {
    stream.destroy();
    if (isMissing(error)) throw noSuchDocument();
    throw error;
  }
  res.set({
    'Content-Type': contentType,
    'Content-Length': String(blob.size),
    'Content-Disposition': `inline; filename="${fileName}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
  pipeline(stream, res, (error) => {
    if (error) res.req.log?.warn({ err: error }, 'a document download broke off');
  });
}
