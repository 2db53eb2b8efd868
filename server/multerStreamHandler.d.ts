// multer 2.5's option for a body something else has read already; @types/multer predates it.
import type { Writable } from 'node:stream';
import type { Request } from 'express';

declare module 'multer' {
  interface Options {
    /** Feeds the request body to busboy; defaults to `req.pipe(busboy)`. */
    streamHandler?: (req: Request, busboy: Writable) => void;
  }
}
