import type { Nominee } from '@/payload-types'
import type { TFormValues } from '@/ui/resource/resource-form'

// Default values of the nominee form (issue 11 §5).

export const emptyNomineeValues = (): TFormValues => ({ name: '', companyNumber: '', fcaNumber: '', country: 'GB', address: '', contactName: '', contactEmail: '', contactPhone: '', description: '' })

export const nomineeValues = (nominee: Nominee): TFormValues => ({
  name: nominee.name,
  companyNumber: nominee.companyNumber ?? '',
  fcaNumber: nominee.fcaNumber ?? '',
  country: nominee.country ?? '',
  address: nominee.address ?? '',
  contactName: nominee.contactName ?? '',
  contactEmail: nominee.contactEmail ?? '',
  contactPhone: nominee.contactPhone ?? '',
  description: nominee.description ?? '',
})
