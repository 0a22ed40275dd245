/** The platform's one locale for numbers and dates until tenants choose theirs. */
export const DEFAULT_LOCALE = 'en-GB'
