import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** Classes shared by text inputs, selects and text areas. */
export const controlClassName =
  'block w-full rounded-control border border-line bg-white px-3.5 py-2.5 text-[0.9375rem] text-ink shadow-xs transition-colors placeholder:text-ink-subtle hover:border-brand-300 focus:border-brand-500 focus:outline-3 focus:outline-offset-0 focus:outline-brand-500/25 aria-invalid:border-danger-600 aria-invalid:focus:outline-danger-600/20 disabled:bg-surface'

/** Ids that tie a control to its label and its error, derived from one id. */
export function fieldIds(id: string) {
  return { errorId: `${id}-error`, hintId: `${id}-hint` }
}

/**
 * A labelled form field: the label (with an asterisk when required), the control, an optional
 * hint, and the error message, announced and tied to the control by aria-describedby.
 */
export function Field({
  id,
  label,
  required = false,
  error,
  hint,
  className,
  children,
}: {
  id: string
  label: ReactNode
  required?: boolean
  error?: string
  hint?: string
  className?: string
  children: ReactNode
}) {
  const { errorId, hintId } = fieldIds(id)
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger-600">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-subtle">
          {hint}
        </p>
      ) : null}
      <p
        id={errorId}
        role="alert"
        className={cn('text-sm font-medium text-danger-700', !error && 'hidden')}
      >
        {error}
      </p>
    </div>
  )
}

/** aria props for a control inside a Field. */
export function controlAria(
  id: string,
  { error, hint, required }: { error?: string; hint?: boolean; required?: boolean },
) {
  const { errorId, hintId } = fieldIds(id)
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined]
    .filter(Boolean)
    .join(' ')
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': required || undefined,
  } as const
}

/**
 * A labelled text input: Field around an input with the shared classes and aria wiring. Spread a
 * React Hook Form registration (or plain input props) into it. `browserRequired` also sets the
 * input's own `required` flag, for forms that rely on the browser's checks.
 */
export function InputField({
  id,
  label,
  required = false,
  browserRequired = false,
  error,
  ...inputProps
}: {
  id: string
  label: string
  required?: boolean
  browserRequired?: boolean
  error?: string
} & Omit<ComponentProps<'input'>, 'id' | 'required'>) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      <input
        className={controlClassName}
        required={browserRequired || undefined}
        {...controlAria(id, { error, required })}
        {...inputProps}
      />
    </Field>
  )
}
