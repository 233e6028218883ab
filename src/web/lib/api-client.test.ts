import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiRequestError,
  NO_ANSWER,
  OFFLINE_MESSAGE,
  UNREACHABLE_MESSAGE,
  apiRequest,
  isNoAnswer,
} from './api-client';

function answer(status: number, body: string) {
  const fetchMock = vi.fn(async () => new Response(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON with the session cookie and returns the body', async () => {
    const fetchMock = answer(200, '{"success":true,"message":"hi"}');
    await expect(apiRequest('/api/v1/x', { method: 'POST', json: { a: 1 } })).resolves.toEqual({
      success: true,
      message: 'hi',
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/x', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"a":1}',
      credentials: 'include',
      signal: undefined,
    });
  });

  it("maps a non-2xx answer to ApiRequestError with the server's message", async () => {
    answer(409, '{"success":false,"message":"Email already registered"}');
    const error = await apiRequest('/api/v1/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 409, serverMessage: 'Email already registered' });
    expect((error as Error).message).toBe('Email already registered');
  });

  it("carries the error's code, so the screen can show that code's text", async () => {
    answer(400, '{"success":false,"code":"fullname_required","message":"Tell us your name"}');
    await expect(apiRequest('/api/v1/x')).rejects.toMatchObject({
      status: 400,
      serverCode: 'fullname_required',
    });
    answer(400, '{"success":false,"message":"No code here"}');
    await expect(apiRequest('/api/v1/x')).rejects.toMatchObject({ serverCode: null });
  });

  it('keeps serverMessage null when the answer has no message', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(apiRequest('/api/v1/x')).rejects.toMatchObject({
      status: 502,
      serverMessage: null,
    });
  });

  it('sends extra headers, such as an Idempotency-Key', async () => {
    const fetchMock = answer(200, '{}');
    await apiRequest('/api/v1/x', { method: 'POST', headers: { 'Idempotency-Key': 'k-1' } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/x',
      expect.objectContaining({
        headers: { Accept: 'application/json', 'Idempotency-Key': 'k-1' },
      }),
    );
  });

  it('says the player is offline when no answer came and the browser is offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.stubGlobal('navigator', { onLine: false });
    const error = await apiRequest('/api/v1/x', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: NO_ANSWER, serverMessage: OFFLINE_MESSAGE });
    expect(isNoAnswer(error)).toBe(true);
  });

  it('says the server could not be reached when the browser thinks it is online', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.stubGlobal('navigator', { onLine: true });
    await expect(apiRequest('/api/v1/x')).rejects.toMatchObject({
      status: NO_ANSWER,
      serverMessage: UNREACHABLE_MESSAGE,
    });
  });

  it('lets an abort through as it is', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('gone', 'AbortError'))),
    );
    const error = await apiRequest('/api/v1/x', { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DOMException);
    expect(isNoAnswer(error)).toBe(false);
  });
});
