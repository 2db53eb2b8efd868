import type { Response } from 'express';
import type { Looker } from '#domain/accessLog';

/** Who is looking, as requireStaff verified their token: the uid, and the email and name it carries. */
export function lookerOf(res: Response): Looker {
  const { uid, email, name } = res.locals.staff as { uid: string; email?: unknown; name?: unknown };
  return {
    actorUid: uid,
    actorEmail: typeof email === 'string' ? email : null,
    actorName: typeof name === 'string' ? name : null,
  };
}
