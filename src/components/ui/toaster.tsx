'use client'

import { Toast } from 'radix-ui'
import { CheckCircle2, AlertCircle, Info, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import { cn } from '@/lib/cn'
import { dismissToast, useToasts, type ToastVariant } from '@/lib/toast'
import {
  NOTIFICATIONS_HOTKEY,
  NOTIFICATIONS_LABEL,
  notificationListClassName,
} from './toaster-stand-in'

/** Toasts close after 5 s, swipe right past 50 px to dismiss, and F8 focuses the region. */
export const TOAST_DURATION_MS = 5000
const SWIPE_THRESHOLD_PX = 50

const icons: Record<ToastVariant, typeof Info> = {
  default: Info,
  success: CheckCircle2,
  error: AlertCircle,
}

const hotkey = [NOTIFICATIONS_HOTKEY]

/**
 * The notification region. `takeFocus`: the stand-in it replaces had the focus (F8 pressed before
 * this code loaded), so the region takes it.
 */
export function Toaster({ takeFocus = false }: { takeFocus?: boolean }) {
  const toasts = useToasts()
  const t = useTranslations('Common')
  const viewportRef = useRef<HTMLOListElement>(null)
  useEffect(() => {
    if (takeFocus) viewportRef.current?.focus()
  }, [takeFocus])
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, variant, open }) => {
        const Icon = icons[variant]
        return (
          <Toast.Root
            key={id}
            open={open}
            onOpenChange={(isOpen) => {
              if (!isOpen) dismissToast(id)
            }}
            type={variant === 'error' ? 'foreground' : 'background'}
            className={cn(
              'group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border bg-white p-4 pr-10 shadow-raised',
              'data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in',
              'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-out data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
              variant === 'error' ? 'border-danger-600/30' : 'border-line',
            )}
          >
            <Icon
              aria-hidden
              className={cn(
                'mt-0.5 size-5 shrink-0',
                variant === 'success' && 'text-success-700',
                variant === 'error' && 'text-danger-600',
                variant === 'default' && 'text-brand-600',
              )}
            />
            <div className="grid gap-1">
              <Toast.Title className="text-sm font-semibold text-ink">{title}</Toast.Title>
              {description ? (
                <Toast.Description className="text-sm text-ink-muted">
                  {description}
                </Toast.Description>
              ) : null}
            </div>
            <Toast.Close
              aria-label={t('dismissNotification')}
              className="absolute top-3 right-3 rounded-full p-1 text-ink-subtle hover:bg-surface hover:text-ink"
            >
              <X aria-hidden className="size-4" />
            </Toast.Close>
          </Toast.Root>
        )
      })}
      <Toast.Viewport
        ref={viewportRef}
        hotkey={hotkey}
        label={NOTIFICATIONS_LABEL}
        className={notificationListClassName}
      />
    </Toast.Provider>
  )
}
