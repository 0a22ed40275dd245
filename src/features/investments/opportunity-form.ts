import { OPPORTUNITY_LIMITS, TAX_OPTION_VALUES, TAX_OPTIONS } from '@/domain/investments/opportunity-content'
import { CREATABLE_STAGES } from '@/domain/investments/stage-moves'
import { adminPathForOpportunity, STAGE_LABEL } from '@/domain/investments/stages'
import type { TFormField, TFormView } from '@/lib/resource/define-resource'

// The opportunity form (spec 2.1 new-opportunity and {id}/edit) on the kit: its schema is the
// collection's (domain/investments/opportunity-body.ts), loaded on first validation so zod is not
// part of the page's first load. The stage is chosen once, on create; afterwards it changes only
// through the stage actions (issue 9 §5). A client module imports this declaration; the resource
// (opportunity-resources.ts) adds the schema itself for the server and the unit test.

/** A relationship to the tenant's attribute options of one kind, searched by name. */
const attribute = (kind: string) => ({ kind: 'relationship', relationTo: 'attribute-options', labelField: 'name', filter: { kind } }) as const

const OPPORTUNITY_FIELDS: readonly TFormField[] = [
  { section: 'Basics', name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'slug', label: 'Slug', kind: 'slug', from: 'title', required: true, helper: 'Used in the investor portal address, e.g. green-energy-fund-2.' },
  {
    name: 'stage',
    label: 'Stage',
    kind: 'select',
    createOnly: true,
    required: true,
    options: CREATABLE_STAGES.map((stage) => ({ value: String(stage), label: `${stage} · ${STAGE_LABEL[stage]}` })),
    helper: 'A live opportunity needs a target amount and a closing date from today on. Later stages are reached through its actions.',
  },
  { name: 'opensAt', label: 'Opens', kind: 'date' },
  { name: 'closesAt', label: 'Closes', kind: 'date' },
  { name: 'summary', label: 'Summary', kind: 'rich-text', helper: 'What investors read first: the business, the round and what the money is for.' },
  { section: 'Money', name: 'currency', label: 'Currency', kind: 'text', required: true, helper: '3-letter ISO code, e.g. GBP. Every amount of the opportunity is in it.' },
  { name: 'targetAmount', label: 'Target amount', kind: 'money', currencyField: 'currency', required: true, helper: 'In whole currency units, e.g. pounds.' },
  { name: 'minimumInvestment', label: 'Minimum investment', kind: 'money', currencyField: 'currency', helper: 'At most the target amount.' },
  { name: 'valuation', label: 'Valuation', kind: 'money', currencyField: 'currency', helper: 'Pre-money, as the round prices it.' },
  { name: 'sharePrice', label: 'Share price', kind: 'money', currencyField: 'currency', helper: 'Per share, to the penny (cent).' },
  {
    name: 'taxOptions',
    label: 'Tax reliefs',
    kind: 'checkboxes',
    feature: 'tax_enabled',
    options: TAX_OPTION_VALUES.map((value) => ({ value, label: TAX_OPTIONS[value] })),
    helper: 'The reliefs this opportunity qualifies for; investors see them as badges.',
  },
  {
    section: 'Investment terms',
    name: 'investmentTerms',
    label: 'Investment terms',
    kind: 'textarea',
    feature: 'investment_terms_enabled',
    helper: 'Plain text investors must read and accept before they invest or reserve. Each change is a new version; an investment records the version its investor accepted.',
  },
  { section: 'Classification', name: 'investmentType', label: 'Investment type', ...attribute('investment-type') },
  { name: 'investmentSubType', label: 'Investment sub-type', ...attribute('investment-sub-type'), dependsOn: { field: 'investmentType', param: 'parent' }, helper: 'A sub-type of the chosen type.' },
  { name: 'industries', label: 'Industries', ...attribute('industry'), many: true },
  { name: 'investorTypes', label: 'Investor types', ...attribute('investor-type'), many: true, helper: 'Who the opportunity is for.' },
  { name: 'investmentCategories', label: 'Investment categories', ...attribute('investment-category'), many: true, feature: 'investment_classification_enabled' },
  { name: 'investmentCharacters', label: 'Investment characters', ...attribute('investment-character'), many: true, feature: 'investment_classification_enabled' },
  {
    section: 'Highlights',
    name: 'keyPoints',
    label: 'Key points',
    kind: 'repeatable',
    itemLabel: 'Key point',
    max: OPPORTUNITY_LIMITS.keyPoints,
    helper: 'Short sentences, in the order investors should read them.',
    fields: [{ name: 'text', label: 'Text', kind: 'text', required: true, wide: true }],
  },
  {
    name: 'keyDates',
    label: 'Key dates',
    kind: 'repeatable',
    itemLabel: 'Key date',
    max: OPPORTUNITY_LIMITS.keyDates,
    fields: [
      { name: 'label', label: 'What happens', kind: 'text', required: true },
      { name: 'date', label: 'Date', kind: 'date', required: true },
    ],
  },
  {
    section: 'People and pictures',
    name: 'teamMembers',
    label: 'Team',
    kind: 'repeatable',
    itemLabel: 'Team member',
    max: OPPORTUNITY_LIMITS.teamMembers,
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true },
      { name: 'role', label: 'Role', kind: 'text' },
      { name: 'bio', label: 'Biography', kind: 'textarea' },
      { name: 'image', label: 'Photo', kind: 'image' },
    ],
  },
  {
    name: 'gallery',
    label: 'Gallery',
    kind: 'repeatable',
    itemLabel: 'Gallery image',
    max: OPPORTUNITY_LIMITS.gallery,
    fields: [
      { name: 'image', label: 'Image', kind: 'image', required: true },
      { name: 'caption', label: 'Caption', kind: 'text', helper: 'Also read out to people who cannot see the image.' },
    ],
  },
]

/** The declaration the browser renders: the schema comes on first validation (the resource adds it itself). */
export const OPPORTUNITY_FORM_VIEW: TFormView = {
  fields: OPPORTUNITY_FIELDS,
  collectionPath: '/api/investment-opportunities',
  // spec 2.1: a draft opens its edit screen, a live one its details, an existing one its own details.
  savedPath: (doc: { id: number; stage?: unknown }) => adminPathForOpportunity({ id: doc.id, stage: Number(doc.stage) }),
  noun: 'opportunity',
  loadSchema: () => import('@/domain/investments/opportunity-body').then((module) => module.ZOpportunityBody),
}
