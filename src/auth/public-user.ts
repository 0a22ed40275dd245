import type { User } from '@/payload-types'

/**
 * The user as the browser sees it (GET /api/user). The relations of spec 3 are listed as they
 * come to exist; until their collections do, they are empty.
 */
export function toPublicUser(user: User) {
  return {
    id: user.id,
    name: user.name,
    surname: user.surname ?? null,
    email: user.email,
    email_verified_at: user.email_verified_at ?? null,
    role_id: user.role_id,
    avatar: user.avatar ?? null,
    accepted_terms_version: user.accepted_terms_version ?? 0,
    compliance_passed: !!user.compliance_passed,
    compliance_tries: user.compliance_tries ?? 0,
    tenant: typeof user.tenant === 'number' ? user.tenant : user.tenant.id,
    organisations: [],
    attributeValues: [],
    onboardingDocuments: [],
    owner: null,
    investmentMethodEntities: [],
    leadInvestmentMethodEntities: [],
    ownershipChoices: [],
  }
}

export type TPublicUser = ReturnType<typeof toPublicUser>
