import type { User } from '@/payload-types'
import type { TFormValues } from '@/ui/resource/resource-form'

// Default values of the investor form (issue 11 §1).

export const emptyInvestorValues = (): TFormValues => ({ name: '', surname: '', email: '', leadStatus: '', owner: '' })

export const investorValues = (user: Pick<User, 'name' | 'surname' | 'email' | 'leadStatus' | 'owner'>): TFormValues => ({
  name: user.name,
  surname: user.surname ?? '',
  email: user.email,
  leadStatus: user.leadStatus == null ? '' : String(user.leadStatus),
  owner: user.owner == null ? '' : String(typeof user.owner === 'object' ? user.owner.id : user.owner),
})
