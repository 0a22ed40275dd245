import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

export const OBJECT_BODY_MESSAGE = 'Send the fields as a JSON object (or multipart form data).'

/**
 * Payload's REST handlers parse JSON and multipart bodies only: a form-encoded, plain-text or
 * top-level-array body reaches create and update as `data` that is not an object, and the field
 * traversal then fails with a 500. Refuse it up front as the client's mistake it is.
 */
const requireObjectData: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data: unknown = args.data
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new APIError(OBJECT_BODY_MESSAGE, 400, null, true)
  return args
}

/** Every collection gets the check, the ones later issues add included. */
export const withObjectDataRequired = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [requireObjectData, ...(collection.hooks?.beforeOperation ?? [])] },
})
