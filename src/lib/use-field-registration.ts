'use client'

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

/**
 * Registers form fields so that editing a field clears that field's error (SPEC section 4): errors
 * appear on submit and go away as the visitor fixes them.
 */
export function useFieldRegistration<Values extends FieldValues>(form: UseFormReturn<Values>) {
  const {
    register,
    clearErrors,
    formState: { errors },
  } = form
  return (name: Path<Values>) =>
    register(name, {
      onChange: () => {
        if (errors[name]) clearErrors(name)
      },
    })
}
