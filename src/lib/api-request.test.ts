import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest, getJson } from './api-request'

function stubFetch(response: Response) {
  const fetchMock = vi.fn().mockResolvedValue(response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => vi.unstubAllGlobals())

describe('apiRequest', () => {
  it('sends JSON with cookies and resolves to the response when OK', async () => {
    const fetchMock = stubFetch(new Response('{"id":"1"}', { status: 201 }))
    const response = await apiRequest('POST', '/api/contact', { firstName: 'Ada' })
    expect(response.status).toBe(201)
    expect(fetchMock).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"firstName":"Ada"}',
      credentials: 'include',
    })
  })

  it('reports a failure as "STATUS: body"', async () => {
    stubFetch(
      new Response('{"error":"Please enter your email"}', {
        status: 400,
        statusText: 'Bad Request',
      }),
    )
    const failure = apiRequest('POST', '/api/subscribe', { email: '' })
    await expect(failure).rejects.toThrow('400: {"error":"Please enter your email"}')
    await expect(failure).rejects.toBeInstanceOf(ApiError)
  })

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }))
    await expect(apiRequest('GET', '/api/health')).rejects.toThrow('503: Service Unavailable')
  })
})

describe('ApiError.serverMessage', () => {
  it('reads the error field of a JSON body', () => {
    expect(new ApiError(429, '{"error":"Too many requests"}', '').serverMessage).toBe(
      'Too many requests',
    )
  })

  it('is undefined for bodies without a usable error', () => {
    expect(new ApiError(500, 'oops', '').serverMessage).toBeUndefined()
    expect(new ApiError(500, '{"error":""}', '').serverMessage).toBeUndefined()
    expect(new ApiError(500, '{"error":5}', '').serverMessage).toBeUndefined()
  })
})

describe('getJson', () => {
  it('parses the JSON answer of a GET with cookies', async () => {
    const fetchMock = stubFetch(Response.json([{ id: 'a' }]))
    await expect(getJson('/api/contacts')).resolves.toEqual([{ id: 'a' }])
    expect(fetchMock).toHaveBeenCalledWith('/api/contacts', { credentials: 'include' })
  })

  it('throws on 401 by default', async () => {
    stubFetch(new Response('{"error":"Sign in first"}', { status: 401 }))
    await expect(getJson('/api/contacts')).rejects.toThrow('401: {"error":"Sign in first"}')
  })

  it('returns null on 401 when asked to', async () => {
    stubFetch(new Response('', { status: 401 }))
    await expect(getJson('/api/contacts', { on401: 'returnNull' })).resolves.toBeNull()
  })

  it('still throws other failures when asked to return null on 401', async () => {
    stubFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }))
    await expect(getJson('/api/contacts', { on401: 'returnNull' })).rejects.toThrow(
      '500: Internal Server Error',
    )
  })
})
