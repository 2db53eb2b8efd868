import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ApiErrorBody, ApiErrorCode } from '#domain/apiErrors';
import type { StaleVersionDetails } from '#domain/assignment';

/**
 * An error whose message is safe and useful to show the caller. `code` names the situation so the
 * app can show its own translated message; `message` is plain English for every other caller.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ApiErrorCode,
    readonly fields?: ApiErrorBody['fields'],
    /** What a 409 `application.changed` tells beside its message (server/applications/version.ts). */
    readonly details?: StaleVersionDetails,
  ) {
    super(message);
  }

  get body(): ApiErrorBody {
    return {
      message: this.message,
      code: this.code,
      ...(this.fields ? { fields: this.fields } : {}),
      ...this.details,
    };
  }
}

export const apiNotFound: RequestHandler = (req, res) => {
  const body: ApiErrorBody = {
    message: `There is no API route ${req.method} ${req.path}.`,
    code: 'route.notFound',
  };
  res.status(404).json(body);
};

const refusal = (message: string, code: ApiErrorCode): ApiErrorBody => ({ message, code });

type BodyParserError = { type?: string; status?: number };

const BODY_PARSER_MESSAGES: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'The request body is not valid JSON.'],
  'entity.too.large': [413, 'The request body is too large.'],
  'encoding.unsupported': [415, 'The request body encoding is not supported.'],
  'charset.unsupported': [415, 'The request body charset is not supported.'],
  'request.aborted': [400, 'The request was aborted.'],
};

/** Every failure leaves as JSON `{message}`; internals (stacks, causes) stay in the log. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (error instanceof HttpError) {
    res.status(error.status).json(error.body);
    return;
  }
  const known = BODY_PARSER_MESSAGES[(error as BodyParserError)?.type ?? ''];
  if (known) {
    res.status(known[0]).json(refusal(known[1], 'request.invalid'));
    return;
  }
  const status = (error as BodyParserError)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json(refusal('The request could not be processed.', 'request.invalid'));
    return;
  }
  req.log?.error({ err: error }, 'unhandled error');
  if (res.headersSent) return;
  res.status(500).json(refusal('Something went wrong on our side. Please try again.', 'server'));
};
