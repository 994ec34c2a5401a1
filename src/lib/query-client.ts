import { QueryClient, type QueryFunction } from '@tanstack/react-query'
import { getJson, type UnauthorizedBehavior } from './api-request'

/** Query function whose cache key starts with the URL to GET. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return ({ queryKey }) => {
    const [url] = queryKey
    if (typeof url !== 'string') throw new Error('The first element of a query key must be a URL.')
    return getJson<T>(url, { on401 })
  }
}

/** Five minutes, TanStack Query's default, kept explicit because the product names it (docs/product.md, Constants and limits). */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000

/** The client with docs/product.md, API's defaults: no retry, no refetch on focus, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        gcTime: QUERY_GC_TIME_MS,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}
