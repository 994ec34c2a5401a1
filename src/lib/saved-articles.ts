'use client'

import { useSyncExternalStore } from 'react'
import { SAVED_ARTICLES_KEY } from './browser-storage'

/** Articles a visitor saved, kept in this browser only (local storage, `SAVED_ARTICLES_KEY`). */

export type SavedArticle = { slug: string; title: string; href: string }

const listeners = new Set<() => void>()
let cachedRaw: string | null = null
let cachedList: SavedArticle[] = []

function read(): SavedArticle[] {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(SAVED_ARTICLES_KEY)
  } catch {
    return cachedList // Storage blocked: keep what this page knows.
  }
  if (raw === cachedRaw) return cachedList
  cachedRaw = raw
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : []
    cachedList = Array.isArray(parsed)
      ? parsed.filter(
          (item): item is SavedArticle =>
            !!item &&
            typeof item === 'object' &&
            typeof item.slug === 'string' &&
            typeof item.title === 'string' &&
            typeof item.href === 'string',
        )
      : []
  } catch {
    cachedList = []
  }
  return cachedList
}

function write(list: SavedArticle[]) {
  try {
    window.localStorage.setItem(SAVED_ARTICLES_KEY, JSON.stringify(list))
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  cachedRaw = null
  cachedList = list
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === SAVED_ARTICLES_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

const empty: SavedArticle[] = []

export function useSavedArticles(): SavedArticle[] {
  return useSyncExternalStore(subscribe, read, () => empty)
}

/** Saves the article, or removes it when already saved; returns whether it is saved now. */
export function toggleSavedArticle(article: SavedArticle): boolean {
  const list = read()
  const saved = list.some((item) => item.slug === article.slug)
  write(saved ? list.filter((item) => item.slug !== article.slug) : [article, ...list])
  return !saved
}
