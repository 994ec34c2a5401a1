'use client'

import { useRef, useState, type FormEvent } from 'react'
import { useLocale } from 'next-intl'
import type { ZodType } from 'zod'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

export type FieldErrors<Values> = Partial<Record<Extract<keyof Values, string>, string>>

const SCHEMA_LOAD_FAILURE =
  'We could not check the form. Please check your connection and try again.'

function isControl(element: unknown): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  )
}

/**
 * The lead forms' state (docs/product.md and 8): uncontrolled fields, validated on submit with the
 * shared Zod schema that the route handler uses, errors shown under their fields and cleared as the
 * visitor edits that field, focus on the first field in error. The schema, and Zod with it, is
 * fetched on the first submit, so a page with a form does not load it (docs/decisions/0013, 0014).
 *
 * Fields the form does not render (a preset partnership type, say) keep their default value.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Output>({
  defaultValues,
  loadSchema,
}: {
  defaultValues: Values
  loadSchema: () => Promise<ZodType<Output>>
}) {
  type Name = Extract<keyof Values, string>
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<FieldErrors<Values>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const locale = useLocale()

  const control = (name: Name) => {
    const element = formRef.current?.elements.namedItem(name)
    return isControl(element) ? element : null
  }

  function currentValues(): Values {
    const values: Record<string, unknown> = { ...defaultValues }
    for (const name of Object.keys(defaultValues) as Name[]) {
      const element = control(name)
      if (!element) continue
      values[name] =
        element instanceof HTMLInputElement && element.type === 'checkbox'
          ? element.checked
          : element.value
    }
    return values as Values
  }

  /** Props for the field called `name`: its name, default value and error clearing. */
  function field(name: Name): {
    name: string
    defaultValue?: string
    defaultChecked?: boolean
    onChange: () => void
  } {
    const initial = defaultValues[name]
    return {
      name,
      ...(typeof initial === 'boolean'
        ? { defaultChecked: initial }
        : { defaultValue: String(initial ?? '') }),
      onChange: () => {
        setErrors((current) => {
          if (!Object.hasOwn(current, name)) return current
          const { [name]: _cleared, ...rest } = current
          return rest as FieldErrors<Values>
        })
      },
    }
  }

  /** The form's submit handler: calls `onValid` with the schema's output when the values pass. */
  function handleSubmit(onValid: (output: Output) => void) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      setFailure(null)
      let schema: ZodType<Output>
      let messageIn: (locale: 'en' | 'fr', message: string) => string
      try {
        // The French of the schema's messages loads with it, on the first submit.
        ;[schema, { messageIn }] = await Promise.all([loadSchema(), import('@/i18n/api-messages')])
      } catch (error) {
        console.error('Failed to load the form schema', error)
        setFailure(SCHEMA_LOAD_FAILURE)
        return
      }
      const result = schema.safeParse(currentValues())
      if (result.success) {
        setErrors({})
        onValid(result.data)
        return
      }
      const found: Record<string, string> = {}
      for (const issue of result.error.issues) {
        const name = String(issue.path[0])
        found[name] ??= messageIn(locale, issue.message)
      }
      setErrors(found as FieldErrors<Values>)
      const first = Array.from(formRef.current?.elements ?? []).find(
        (element) => isControl(element) && Object.hasOwn(found, element.name),
      )
      ;(first as Control | undefined)?.focus()
    }
  }

  return {
    formRef,
    field,
    errors,
    /** Messages from elsewhere (the server's answer) for the fields they name. */
    showErrors: (fields: Record<string, string>) =>
      setErrors((current) => ({ ...current, ...(fields as FieldErrors<Values>) })),
    /** A message for the whole form: the schema could not be fetched. */
    failure,
    handleSubmit,
    /** Every field back to its default value, no errors. */
    reset: () => {
      formRef.current?.reset()
      setErrors({})
    },
  }
}
