import Cookies from 'js-cookie';
import { isApiErrorCode, type ApiErrorBody, type ApiErrorCode } from '#domain/apiErrors';
import { CSRF_COOKIE, CSRF_FAILED_CODE, CSRF_HEADER } from '#domain/http';

/** The API could not be reached at all: offline, or the connection dropped. */
export class NetworkError extends Error {
  constructor(readonly cause: unknown) {
    super('The API could not be reached.');
    this.name = 'NetworkError';
  }
}

/** An error answer from our API: `message` is the server's own `{message}`, in English. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The API's name for the situation (`upload.tooLarge`, `rateLimited`…), when it gave one we know. */
  get code(): ApiErrorCode | undefined {
    const code = (this.body as { code?: unknown } | undefined)?.code;
    return isApiErrorCode(code) ? code : undefined;
  }

  /** For a `validation` refusal: each field at fault and the translation key of its problem. */
  get fields(): ApiErrorBody['fields'] {
    const fields = (this.body as { fields?: unknown } | undefined)?.fields;
    return fields && typeof fields === 'object' ? (fields as ApiErrorBody['fields']) : undefined;
  }
}

type ApiInit = Omit<RequestInit, 'body'> & {
  json?: unknown;
  body?: BodyInit;
  /** 'blob': a successful answer is handed back as a Blob (a PDF), not read as JSON. */
  as?: 'blob';
};

const SAFE_METHODS = new Set(['GET', 'HEAD']);

function isRelative(url: string) {
  return !/^[a-z][a-z\d+.-]*:|^\/\//i.test(url);
}

/** fetch() rejects only when nothing came back; that is a NetworkError (an abort stays an abort). */
async function reach<R>(request: () => Promise<R>): Promise<R> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
}

async function ensureCsrfCookie() {
  if (!Cookies.get(CSRF_COOKIE)) await fetch('/api/csrf', { credentials: 'same-origin' });
}

/**
 * fetch() for our API. Non-GET/HEAD requests to relative URLs carry the CSRF cookie back as a header,
 * the double-submit scheme the server checks. A refused token is retried once: the refusal brings
 * a fresh one (the server's copy may have expired or been cleared while the readable one stayed).
 */
export function apiFetch(url: string, init: ApiInit & { as: 'blob' }): Promise<Blob>;
export function apiFetch<T>(url: string, init?: ApiInit): Promise<T>;
export async function apiFetch<T>(url: string, init: ApiInit = {}): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  const guarded = !SAFE_METHODS.has(method) && isRelative(url);
  try {
    return await send<T>(url, init, method, guarded);
  } catch (error) {
    if (!guarded || !(error instanceof ApiError) || error.code !== CSRF_FAILED_CODE) throw error;
    return send<T>(url, init, method, guarded);
  }
}

async function send<T>(url: string, init: ApiInit, method: string, guarded: boolean): Promise<T> {
  const { json, as, ...request } = init;
  const headers = new Headers(request.headers);
  let body = request.body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }
  const response = await reach(async () => {
    if (guarded) {
      await ensureCsrfCookie();
      const token = Cookies.get(CSRF_COOKIE);
      if (token) headers.set(CSRF_HEADER, token);
    }
    return fetch(url, { ...request, method, headers, body, credentials: 'same-origin' });
  });
  // A refusal is JSON whatever was asked for; only a success comes back as a Blob. A download cut
  // off halfway is a lost connection too.
  if (as === 'blob' && response.ok) return (await reach(() => response.blob())) as T;
  const text = await response.text();
  const parsed: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const message =
      parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string'
        ? parsed.message
        : response.statusText || `HTTP ${response.status}`;
    throw new ApiError(message, response.status, parsed);
  }
  return parsed as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
