'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { ApiError, apiFetch, TimeoutError } from '@/lib/api-client'

/**
 * spec 4: at first load the current user is fetched. 200 = logged in, anything else = logged
 * out; a 503 or a time-out means the service is down, so the visitor goes to /maintenance.
 */
export function SessionCheck() {
  const pathname = usePathname()
  useEffect(() => {
    if (pathname === '/maintenance') return
    apiFetch('/api/user', { redirectOn401: false }).catch((error: unknown) => {
      const down = error instanceof TimeoutError || (error instanceof ApiError && error.status === 503)
      if (down) window.location.assign('/maintenance')
    })
    // Only the first load: client navigations keep the session the server already checked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return null
}
