/**
 * spec 2.4: the terms live at the tenant's address (format url) or on our /terms page (format
 * text). Only an http(s) address is followed, so a mistyped setting cannot become a script link.
 */
export function termsHref(format: 'url' | 'text', text: string): string {
  if (format !== 'url') return '/terms'
  try {
    const address = text.trim()
    const url = new URL(address)
    return url.protocol === 'https:' || url.protocol === 'http:' ? address : '/terms'
  } catch {
    return '/terms'
  }
}

/** spec 4: the prompt shows while the accepted version is below the tenant's current one. */
export function needsTermsAcceptance(acceptedVersion: number | null | undefined, currentVersion: number): boolean {
  return (acceptedVersion ?? 0) < currentVersion
}
