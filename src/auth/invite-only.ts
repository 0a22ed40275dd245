import { featuresOf } from '@/tenancy/branding'
import type { Tenant } from '@/payload-types'

// spec 3 switch invite_on_register: the tenant takes investors by invitation only. Open
// registration (the /register form and POST /api/auth/manual-register) is closed; the invitation
// link (/register/invitation, decision 021) stays the one way in, and sign-in does not offer
// "Create an account".

export const registrationOpen = (tenant: Pick<Tenant, 'features'>) => !featuresOf(tenant).invite_on_register

export const inviteOnlyMessage = (tenantName: string) =>
  `${tenantName} takes new investors by invitation only. If you have been invited, open the link in your invitation email; otherwise contact ${tenantName}.`
