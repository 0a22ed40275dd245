// The opportunity form's field names, apart from its zod schema (opportunity-form-schema.ts) so the
// form can name them without loading zod with the page (lib/lazy-zod-resolver.ts).

export const OPPORTUNITY_FORM_FIELDS = ['title', 'slug', 'stage', 'targetAmount', 'currency', 'opensAt', 'closesAt'] as const

export type TOpportunityFormField = (typeof OPPORTUNITY_FORM_FIELDS)[number]

export const isOpportunityFormField = (field: string): field is TOpportunityFormField => (OPPORTUNITY_FORM_FIELDS as readonly string[]).includes(field)
