import type { TPublicNotification } from '@/collections/people/Notifications/notify'

/** A pushed event is only trusted as far as its shape; anything else is dropped. */
export function isPublicNotification(value: unknown): value is TPublicNotification {
  if (!value || typeof value !== 'object') return false
  const candidate = value as Partial<TPublicNotification>
  return typeof candidate.id === 'number' && !!candidate.data && typeof candidate.data.message === 'string' && typeof candidate.created_at === 'string'
}
