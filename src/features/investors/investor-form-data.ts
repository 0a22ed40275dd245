import type { User } from '@/payload-types'
import type { TFormValues } from '@/ui/resource/resource-form'

// Default values of the investor form (issue 11 §1).

export const emptyInvestorValues = (): TFormValues => ({ name: '', surname: '', email: '' })

export const investorValues = (user: Pick<User, 'name' | 'surname' | 'email'>): TFormValues => ({ name: user.name, surname: user.surname ?? '', email: user.email })
