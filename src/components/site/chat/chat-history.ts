'use client'

import { CHAT_HISTORY_KEY } from '@/lib/browser-storage'

/** A chat message as docs/product.md, Data describes it, plus the pages a reply drew on. */
export type ChatMessage = {
  type: 'user' | 'bot'
  message: string
  timestamp: string
  links?: { href: string; title: string }[]
}

/** The conversation survives navigation between pages (for this tab only): `CHAT_HISTORY_KEY`. */

export function loadChatHistory(): ChatMessage[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(CHAT_HISTORY_KEY) ?? '[]')
    return Array.isArray(parsed) ? (parsed as ChatMessage[]) : []
  } catch {
    return []
  }
}

export function saveChatHistory(messages: ChatMessage[]) {
  try {
    window.sessionStorage.setItem(CHAT_HISTORY_KEY, JSON.stringify(messages.slice(-100)))
  } catch {
    // Storage blocked: the conversation lasts for this page only.
  }
}
