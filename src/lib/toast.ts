'use client'

import { useSyncExternalStore } from 'react'

/** Notifications: at most one is visible; a newer one replaces it (docs/product.md, Constants and limits). */
export const TOAST_LIMIT = 1
/** A dismissed toast stays in the store this long so its exit animation can finish. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000

export type ToastVariant = 'default' | 'success' | 'error'

export type ToastItem = {
  id: string
  title: string
  description?: string
  variant: ToastVariant
  open: boolean
}

let toasts: ToastItem[] = []
let counter = 0
const listeners = new Set<() => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

function emit(next: ToastItem[]) {
  toasts = next
  listeners.forEach((listener) => listener())
}

/** Shows a notification and returns its id. */
export function toast({
  title,
  description,
  variant = 'default',
}: {
  title: string
  description?: string
  variant?: ToastVariant
}): string {
  counter += 1
  const id = `toast-${counter}`
  emit([{ id, title, description, variant, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return id
}

/** Closes a notification (all of them when no id is given); it is removed from memory later. */
export function dismissToast(id?: string) {
  emit(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)))
  for (const item of toasts) {
    if ((id === undefined || item.id === id) && !removalTimers.has(item.id)) {
      removalTimers.set(
        item.id,
        setTimeout(() => {
          removalTimers.delete(item.id)
          emit(toasts.filter((candidate) => candidate.id !== item.id))
        }, TOAST_REMOVE_DELAY_MS),
      )
    }
  }
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function getToasts(): ToastItem[] {
  return toasts
}

const emptyToasts: ToastItem[] = []

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, () => emptyToasts)
}
