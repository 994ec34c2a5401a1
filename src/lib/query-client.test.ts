import { afterEach, describe, expect, it, vi } from 'vitest'
import { QUERY_GC_TIME_MS, createQueryClient } from './query-client'

afterEach(() => vi.unstubAllGlobals())

describe('createQueryClient', () => {
  it('has the defaults of docs/product.md, API', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions()
    expect(queries?.retry).toBe(false)
    expect(queries?.refetchOnWindowFocus).toBe(false)
    expect(queries?.refetchInterval).toBe(false)
    expect(queries?.staleTime).toBe(Infinity)
    expect(queries?.gcTime).toBe(QUERY_GC_TIME_MS)
    expect(QUERY_GC_TIME_MS).toBe(300_000)
    expect(mutations?.retry).toBe(false)
  })

  it('fetches the URL at the start of the query key, once, without retrying failures', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response('', { status: 502, statusText: 'Bad Gateway' }))
    vi.stubGlobal('fetch', fetchMock)
    const client = createQueryClient()
    await expect(client.fetchQuery({ queryKey: ['/api/contacts'] })).rejects.toThrow(
      '502: Bad Gateway',
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith('/api/contacts', { credentials: 'include' })
  })

  it('keeps answers fresh forever once fetched', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => Response.json({ total: 1 }))
    vi.stubGlobal('fetch', fetchMock)
    const client = createQueryClient()
    await client.fetchQuery({ queryKey: ['/api/contacts'] })
    await client.fetchQuery({ queryKey: ['/api/contacts'] })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
