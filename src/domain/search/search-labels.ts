import { term, type TTermKey, type TTerminology } from '@/tenancy/terminology'

import { SEARCH_KINDS, type TSearchKind } from './search-text'

// The staff search's group headings (decision 024): apart from search-text.ts, whose rules the
// search box's browser code reads, so the terminology table stays out of that code.

/** Each group's heading: the tenant's own word where spec 3's terminology has one. */
export const SEARCH_KIND_LABEL: Record<TSearchKind, TTermKey | { text: string }> = {
  investors: 'investors',
  contacts: 'contacts',
  organisations: 'organisations',
  opportunities: { text: 'Opportunities' },
  deals: 'dealOpportunities',
  companies: 'fundOpportunities',
}

/** The groups' headings in a tenant's words. */
export const searchKindLabels = (terminology: TTerminology): Record<TSearchKind, string> =>
  Object.fromEntries(SEARCH_KINDS.map((kind) => {
    const label = SEARCH_KIND_LABEL[kind]
    return [kind, typeof label === 'string' ? term(terminology, label) : label.text]
  })) as Record<TSearchKind, string>
