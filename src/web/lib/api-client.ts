// The one fetch client of the web app: same-origin, cookie session, JSON in and out.
// Any non-2xx answer becomes an ApiRequestError carrying the server's message, if it sent one;
// no answer at all (offline, or the server unreachable) one with status 0 and a sentence saying so,
// so a screen that shows the server's message tells an offline player why (docs/decisions/060).

export const API_BASE = '/api/v1';

export class ApiRequestError extends Error {
  readonly status: number;
  /** The `message` of the server's `{ success: false, message }` answer, or null when it sent none. */
  readonly serverMessage: string | null;
  /** The answer's `code`, when it names what went wrong: the screen shows that code's text. */
  readonly serverCode: string | null;
  /** The answer's other facts (a move's difference, a limit): the values of the code's text. */
  readonly serverFields: Record<string, string | number>;

  constructor(
    status: number,
    serverMessage: string | null,
    serverCode: string | null = null,
    serverFields: Record<string, string | number> = {},
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.serverCode = serverCode;
    this.serverFields = serverFields;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** The status of an ApiRequestError that had no answer: the request never reached the server. */
export const NO_ANSWER = 0;
export const OFFLINE_MESSAGE =
  'You are offline. This needs a connection to TurfBook: try again when you are back online.';
export const UNREACHABLE_MESSAGE =
  'TurfBook could not be reached. Check your connection and try again.';

/** True when a request failed for want of a connection rather than by the server's answer. */
export function isNoAnswer(error: unknown): boolean {
  return isApiRequestError(error) && error.status === NO_ANSWER;
}

function noAnswerError(): ApiRequestError {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return new ApiRequestError(NO_ANSWER, offline ? OFFLINE_MESSAGE : UNREACHABLE_MESSAGE);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as multipart/form-data; the browser sets the boundary header. */
  formData?: FormData;
  /** Extra request headers, e.g. an Idempotency-Key that makes a repeated change harmless. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The `message` field of an answer body, when it is a non-empty text. */
export function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** An error answer's texts and figures besides success, code and message. */
export function fieldsOf(body: unknown): Record<string, string | number> {
  if (typeof body !== 'object' || body === null) return {};
  const fields: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(body)) {
    if (name === 'success' || name === 'code' || name === 'message') continue;
    if (typeof value === 'string' || typeof value === 'number') fields[name] = value;
  }
  return fields;
}

/** The `code` field of an error answer, when it is a text. */
export function codeOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('code' in body)) return null;
  return typeof body.code === 'string' ? body.code : null;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', json, formData, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (formData) {
    body = formData;
  } else if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, credentials: 'include', signal });
  } catch (error) {
    // An abort is the caller's own doing and stays one; fetch rejects otherwise only when no
    // answer came (a TypeError: offline, DNS, connection refused).
    if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError'))
      throw error;
    throw noAnswerError();
  }
  const payload = await readBody(response);
  if (!response.ok) {
    throw new ApiRequestError(
      response.status,
      messageOf(payload),
      codeOf(payload),
      fieldsOf(payload),
    );
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, json?: unknown) => apiRequest<T>(path, { method: 'POST', json }),
  postForm: <T>(path: string, formData: FormData) =>
    apiRequest<T>(path, { method: 'POST', formData }),
  patch: <T>(path: string, json?: unknown) => apiRequest<T>(path, { method: 'PATCH', json }),
  put: <T>(path: string, json?: unknown) => apiRequest<T>(path, { method: 'PUT', json }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
