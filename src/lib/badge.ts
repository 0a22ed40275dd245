/** spec 9: the notification badge: 01–09, then the number, and 99 from 100 up; nothing at 0. */
export function formatBadgeCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return ''
  if (count >= 100) return '99'
  return String(Math.floor(count)).padStart(2, '0')
}
