import type { FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

/**
 * A React Hook Form resolver that fetches Zod, its resolver and the form's schema the first time
 * the form is validated (on submit), so a page with a form does not load Zod with everything else
 * (docs/decisions/0013). The schema is the one the server checks with.
 */
export function lazyZodResolver<Values extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<ZodType<Output, Values>>,
): Resolver<Values, unknown, Output> {
  return async (values, context, options) => {
    const [{ zodResolver }, schema] = await Promise.all([
      import('@hookform/resolvers/zod'),
      loadSchema(),
    ])
    return zodResolver(schema)(values, context, options)
  }
}
