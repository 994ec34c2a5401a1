'use client'

import { AlertDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'

/**
 * Asks before something that cannot be undone (deleting a record, erasing a person's data): the
 * trigger opens a dialog that names what will go; Cancel (and Escape) keep it, the red button
 * goes ahead. Focus stays in the dialog and returns to the trigger.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
}: {
  trigger: ReactNode
  title: string
  description: ReactNode
  confirmLabel: string
  pending: boolean
  onConfirm: () => void
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[80] animate-fade-in bg-ink/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[90] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-raised">
          <AlertDialog.Title className="text-lg font-semibold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 text-ink-muted">{description}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                className="bg-danger-600 hover:bg-danger-700"
                disabled={pending}
                onClick={onConfirm}
              >
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}

/** The red "Delete"-style button that asks first (deleting a record, removing a team member). */
export function ConfirmButton({
  children,
  label,
  ...dialog
}: {
  /** The button's face. */
  children: ReactNode
  /** The button's accessible name, naming the record. */
  label: string
} & Omit<Parameters<typeof ConfirmDialog>[0], 'trigger'>) {
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="text-danger-700 hover:bg-danger-50"
          aria-label={label}
        >
          {children}
        </Button>
      }
      {...dialog}
    />
  )
}
