import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** A fresh store per test, since the store is module state. */
async function freshStore() {
  vi.resetModules()
  return import('./toast')
}

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('keeps at most one notification: a newer one replaces the older', async () => {
    const store = await freshStore()
    const onChange = vi.fn()
    store.subscribeToToasts(onChange)
    store.toast({ title: 'First' })
    store.toast({ title: 'Second', variant: 'success' })
    expect(onChange).toHaveBeenCalledTimes(2)
    expect(store.getToasts()).toEqual([
      expect.objectContaining({ title: 'Second', variant: 'success', open: true }),
    ])
  })

  it('closes a dismissed notification at once and forgets it after 1,000,000 ms', async () => {
    const store = await freshStore()
    const id = store.toast({ title: 'Link copied' })
    store.dismissToast(id)
    expect(store.getToasts()).toEqual([expect.objectContaining({ id, open: false })])
    vi.advanceTimersByTime(999_999)
    expect(store.getToasts()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.getToasts()).toEqual([])
  })

  it('stops telling a listener once it unsubscribes', async () => {
    const store = await freshStore()
    const onChange = vi.fn()
    const unsubscribe = store.subscribeToToasts(onChange)
    unsubscribe()
    store.toast({ title: 'Ignored' })
    expect(onChange).not.toHaveBeenCalled()
  })
})
