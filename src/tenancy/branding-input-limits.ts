// Limits of the branding write (src/tenancy/branding-input.ts), apart from its zod schema so forms can show them.
export const TERMS_TEXT_MAX = 100_000
export const BRANDING_TEXT_MAX = 5000
export const PAGE_TITLE_MAX = 120
