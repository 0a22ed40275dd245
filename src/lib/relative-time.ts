import { differenceInDays, differenceInHours, differenceInMinutes } from 'date-fns'

/** spec 9: relative labels: Just now, N mins, N hours, N days ago. */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date
  const minutes = differenceInMinutes(now, then)
  if (minutes < 1) return 'Just now'
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'min' : 'mins'} ago`
  const hours = differenceInHours(now, then)
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`
  const days = differenceInDays(now, then)
  return `${days} ${days === 1 ? 'day' : 'days'} ago`
}
