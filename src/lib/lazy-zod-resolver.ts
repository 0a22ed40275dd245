import type { FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

/**
 * react-hook-form's zodResolver, with the schema (and so zod, about 30 KB of a form page's
 * script) loaded on first validation instead of with the page: a form page stays within the
 * first-load budget (docs/performance.md). `load` is a dynamic import of the schema module.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(load: () => Promise<ZodType>): Resolver<TInput, unknown, TOutput> {
  let resolver: Resolver<TInput, unknown, TOutput> | null = null
  return async (values, context, options) => {
    if (!resolver) {
      const [schema, { zodResolver }] = await Promise.all([load(), import('@hookform/resolvers/zod')])
      resolver = zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>
    }
    return resolver(values, context, options)
  }
}
