import { NextResponse, type NextRequest } from 'next/server'

import { CSRF_COOKIE, passesCsrfCheck } from './auth/csrf'
import { MAINTENANCE_API_ANSWER, maintenanceOn } from './lib/maintenance'

// Paths of spec 7 that live outside /api but are served by our Payload endpoints.
const POST_REWRITES: Record<string, string> = {
  '/login': '/api/auth/login',
  '/logout': '/api/auth/logout',
  '/password/email': '/api/auth/password/email',
  '/password/reset': '/api/auth/password/reset',
  '/email/resend': '/api/auth/email/resend',
}

/**
 * Runs before every route: maintenance switch (spec 2.4), anti-forgery check (spec 7) and the
 * rewrites above. Permission decisions are not made here but in each page and access function.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const method = request.method.toUpperCase()

  if (maintenanceOn()) {
    if (pathname !== '/maintenance' && !pathname.startsWith('/_next') && !pathname.startsWith('/api/')) {
      return NextResponse.redirect(new URL('/maintenance', request.url))
    }
    if (pathname.startsWith('/api/')) return NextResponse.json(MAINTENANCE_API_ANSWER.body, { status: MAINTENANCE_API_ANSWER.status })
  }
  // With the switch off, /maintenance itself returns to / (it checks the database first).

  if (!passesCsrfCheck(method, request.headers, request.cookies.get(CSRF_COOKIE)?.value)) {
    return NextResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })
  }

  if (method === 'POST' && POST_REWRITES[pathname]) {
    return NextResponse.rewrite(new URL(POST_REWRITES[pathname], request.url))
  }
  if (method === 'GET' && pathname.startsWith('/email/verify/')) {
    const url = request.nextUrl.clone()
    url.pathname = `/api/auth${pathname}`
    return NextResponse.rewrite(url)
  }
  return NextResponse.next()
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
}
