import type { Organisation } from '@/payload-types'
import type { TFormValues } from '@/ui/resource/resource-form'

// Default values of the organisation form (issue 11 §3).

export const emptyOrganisationValues = (): TFormValues => ({ name: '', businessType: 'business', registrationNumber: '', country: 'GB', address: '', contactEmail: '', contactPhone: '', description: '' })

export const organisationValues = (organisation: Organisation): TFormValues => ({
  name: organisation.name,
  businessType: organisation.businessType,
  registrationNumber: organisation.registrationNumber ?? '',
  country: organisation.country ?? '',
  address: organisation.address ?? '',
  contactEmail: organisation.contactEmail ?? '',
  contactPhone: organisation.contactPhone ?? '',
  description: organisation.description ?? '',
})
