'use client'

import Link from 'next/link'
import { ArrowUpRight, Rocket, SendHorizontal, X } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { pathIn } from '@/content/french-routes'
import { htmlLang } from '@/i18n/locales'
import { apiRequest } from '@/lib/api-request'
import { cn } from '@/lib/cn'
import { loadChatHistory, saveChatHistory, type ChatMessage } from './chat-history'

/**
 * The open chat: history, the assistant's replies with links, and the message box. The header
 * says the replies are automated and how to reach a person (the contact page or the support
 * e-mail; the site has no phone line).
 */
export function ChatPanel({
  onClose,
  signupUrl,
  supportEmail,
}: {
  onClose: () => void
  signupUrl: string
  supportEmail: string
}) {
  const t = useTranslations('Chat')
  const locale = useLocale()
  // English keeps the clock it always had ("3:02 PM"); French writes "15 h 02".
  const timeFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : htmlLang[locale], {
        hour: 'numeric',
        minute: '2-digit',
      }),
    [locale],
  )
  const [messages, setMessages] = useState<ChatMessage[]>(loadChatHistory)
  const [input, setInput] = useState('')
  const [pending, setPending] = useState(false)
  const pendingRef = useRef(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLOListElement>(null)

  useEffect(() => inputRef.current?.focus(), [])

  useEffect(() => {
    saveChatHistory(messages)
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' })
  }, [messages])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [onClose])

  async function send(event?: FormEvent) {
    event?.preventDefault()
    const text = input.trim()
    // A new message waits until the pending reply has arrived.
    if (!text || pendingRef.current) return
    const timestamp = new Date().toISOString()
    setMessages((current) => [...current, { type: 'user', message: text, timestamp }])
    setInput('')
    pendingRef.current = true
    setPending(true)
    try {
      const response = await apiRequest('POST', '/api/chat/message', { message: text, timestamp })
      const body = (await response.json()) as { response?: unknown; links?: ChatMessage['links'] }
      const reply = typeof body.response === 'string' && body.response ? body.response : t('error')
      setMessages((current) => [
        ...current,
        {
          type: 'bot',
          message: reply,
          timestamp: new Date().toISOString(),
          links: Array.isArray(body.links) ? body.links.slice(0, 3) : [],
        },
      ])
    } catch {
      setMessages((current) => [
        ...current,
        { type: 'bot', message: t('error'), timestamp: new Date().toISOString() },
      ])
    } finally {
      pendingRef.current = false
      setPending(false)
    }
  }

  return (
    <section
      id="chat-panel"
      role="dialog"
      aria-label={t('dialog')}
      aria-describedby="chat-panel-note"
      className="fixed inset-x-3 bottom-24 z-[56] flex max-h-[min(36rem,calc(100dvh-8rem))] animate-fade-in flex-col overflow-hidden rounded-card border border-line bg-white shadow-raised sm:inset-x-auto sm:right-6 sm:w-96"
    >
      <header className="flex items-start justify-between gap-3 bg-brand-700 px-5 py-4 text-white">
        <div>
          <h2 className="font-semibold">{t('title')}</h2>
          <p className="text-sm text-white/80">{t('replyTime')}</p>
          <p id="chat-panel-note" className="mt-2 text-xs leading-snug text-white">
            {t.rich('note', {
              contact: (chunks) => (
                <Link
                  href={pathIn(locale, '/contact-us')}
                  onClick={onClose}
                  className="font-medium whitespace-nowrap underline underline-offset-2 hover:text-white/80"
                >
                  {chunks}
                </Link>
              ),
              email: () => (
                <a
                  href={`mailto:${supportEmail}`}
                  className="font-medium break-all underline underline-offset-2 hover:text-white/80"
                >
                  {supportEmail}
                </a>
              ),
            })}
          </p>
        </div>
        <button
          type="button"
          aria-label={t('close')}
          onClick={onClose}
          className="rounded-full p-1.5 hover:bg-white/15"
        >
          <X aria-hidden className="size-5" />
        </button>
      </header>

      <div
        role="log"
        aria-live="polite"
        aria-label={t('log')}
        className="flex-1 overflow-y-auto bg-surface p-4"
      >
        <ol ref={listRef} className="space-y-3">
          <li className="max-w-[85%] rounded-2xl rounded-bl-sm bg-white p-3 text-sm text-ink shadow-card">
            {t('welcome')}
          </li>
          {messages.map((message, index) => (
            <li
              key={index}
              data-type={message.type}
              className={cn('flex flex-col', message.type === 'user' ? 'items-end' : 'items-start')}
            >
              <span className="sr-only">
                {message.type === 'user' ? t('youSaid') : t('assistantSaid')}
              </span>
              <p
                className={cn(
                  'max-w-[85%] rounded-2xl p-3 text-sm whitespace-pre-line shadow-card',
                  message.type === 'user'
                    ? 'rounded-br-sm bg-brand-600 text-white'
                    : 'rounded-bl-sm bg-white text-ink',
                )}
              >
                {message.message}
              </p>
              {message.links?.length ? (
                <ul className="mt-1.5 flex max-w-[85%] flex-wrap gap-1.5">
                  {message.links.map((link) => (
                    <li key={link.href}>
                      {link.href.startsWith('/') ? (
                        <Link
                          href={link.href}
                          className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-white px-2.5 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
                        >
                          {link.title}
                        </Link>
                      ) : (
                        <a
                          href={link.href}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-white px-2.5 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
                        >
                          {link.title} <ArrowUpRight aria-hidden className="size-3" />
                          <span className="sr-only">{t('newTab')}</span>
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              ) : null}
              <time dateTime={message.timestamp} className="mt-1 text-[11px] text-ink-subtle">
                {timeFormat.format(new Date(message.timestamp))}
              </time>
            </li>
          ))}
          {pending ? (
            <li
              aria-label={t('typing')}
              className="flex w-16 gap-1 rounded-2xl bg-white p-3 shadow-card"
            >
              {[0, 1, 2].map((dot) => (
                <span
                  key={dot}
                  className="size-2 animate-pulse rounded-full bg-ink-subtle"
                  style={{ animationDelay: `${dot * 150}ms` }}
                />
              ))}
            </li>
          ) : null}
        </ol>
      </div>

      <div className="border-t border-line bg-white p-3">
        <a
          href={signupUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
          className="mb-2 flex items-center gap-2 rounded-xl border border-line px-3 py-2 text-sm font-medium text-ink hover:border-brand-300 hover:bg-brand-50"
        >
          <Rocket aria-hidden className="size-4 text-brand-600" /> {t('getStarted')}
          <span className="sr-only">{t('newTab')}</span>
        </a>
        <form onSubmit={send} className="flex gap-2">
          <label htmlFor="chat-input" className="sr-only">
            {t('inputLabel')}
          </label>
          <input
            ref={inputRef}
            id="chat-input"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder={t('placeholder')}
            autoComplete="off"
            maxLength={2000}
            className="h-11 min-w-0 flex-1 rounded-full border border-line px-4 text-sm focus:border-brand-500 focus:outline-3 focus:outline-offset-0 focus:outline-brand-500/25"
          />
          <button
            type="submit"
            aria-label={t('send')}
            disabled={!input.trim() || pending}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <SendHorizontal aria-hidden className="size-5" />
          </button>
        </form>
      </div>
    </section>
  )
}
