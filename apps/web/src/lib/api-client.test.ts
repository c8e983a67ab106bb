import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorMessage, NETWORK_ERROR_MESSAGE } from './api-client';

function mockFetch(status: number, body?: unknown) {
  const fetchMock = vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends JSON with same-origin credentials and returns the parsed body', async () => {
    const fetchMock = mockFetch(200, { ok: true });
    await expect(api.post('/api/things', { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/things',
      expect.objectContaining({
        method: 'POST',
        credentials: 'same-origin',
        body: '{"a":1}',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
      }),
    );
  });

  it('uploads a file as multipart form data, leaving the content type to the browser', async () => {
    const fetchMock = mockFetch(200, { url: '/api/branding/logo/u/1.png' });
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await api.upload('/api/settings/branding/logo', file);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it('sends no body or content type on GET', async () => {
    const fetchMock = mockFetch(200, []);
    await api.get('/api/list');
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[1].body).toBeUndefined();
    expect(init[1].headers).not.toHaveProperty('content-type');
  });

  it('throws ApiError with the server code and message', async () => {
    mockFetch(401, { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } });
    const error = await api.post('/api/auth/sign-in/email', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
  });

  it('throws a generic ApiError when the error body is not the API shape', async () => {
    mockFetch(502, 'Bad gateway');
    await expect(api.get('/api/me')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('turns a network failure into a NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/api/health')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('returns undefined for an empty success body', async () => {
    mockFetch(204);
    await expect(api.delete('/api/things/1')).resolves.toBeUndefined();
  });

  it('errorMessage prefers the ApiError message', () => {
    expect(errorMessage(new ApiError(422, 'X', 'Email already in use'))).toBe('Email already in use');
    expect(errorMessage('weird')).toBe('Something went wrong. Please try again.');
  });
});
