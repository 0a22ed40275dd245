import { ValidationError, type CollectionBeforeValidateHook } from 'payload'
import type { ZodObject } from 'zod'

const pick = (source: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]))

/**
 * Every write checked against the REST body's zod schema, the one the resource's form checks too
 * (issue 9 §2). On update the stored values fill what the body leaves out, so rules across fields see
 * the whole record. Errors are Payload's ValidationError: field errors of spec 8 at the REST edge.
 */
export function validateBody(schema: ZodObject): CollectionBeforeValidateHook {
  const keys = Object.keys(schema.shape)
  return ({ data, originalDoc, operation, collection, req }) => {
    const body = (data ?? {}) as Record<string, unknown>
    const stored = operation === 'update' && originalDoc ? pick(originalDoc as Record<string, unknown>, keys) : {}
    const result = schema.safeParse({ ...stored, ...pick(body, keys) })
    if (!result.success) {
      const errors = result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || keys[0]!, message: issue.message }))
      throw new ValidationError({ collection: collection.slug, errors, req })
    }
    // What the body sent, as the schema reads it (trimmed text, a populated relation as its id).
    const parsed = result.data as Record<string, unknown>
    return { ...body, ...pick(parsed, Object.keys(body).filter((key) => keys.includes(key))) }
  }
}
