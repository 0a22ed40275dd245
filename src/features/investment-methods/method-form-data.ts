import type { InvestmentMethod } from '@/payload-types'
import type { TFormValues } from '@/ui/resource/resource-form'

// Default values of the investment method form (issue 11 §4).

export const emptyMethodValues = (): TFormValues => ({ name: '', kind: 'isa', provider: '', reference: '', description: '' })

export const methodValues = (method: InvestmentMethod): TFormValues => ({
  name: method.name,
  kind: method.kind,
  provider: method.provider ?? '',
  reference: method.reference ?? '',
  description: method.description ?? '',
})
