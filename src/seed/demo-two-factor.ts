import type { Payload } from 'payload'

import { ROLE } from '@/access/roles'
import type { Tenant } from '@/payload-types'

import { DECLARATION_ANSWERS } from './demo-categorisations'

// Demo data of two-factor sign-in (issue 13 §8, decision 039), on every demo tenant, password
// demo-password-1, both through the first-time journey:
// - `totp.investor@<tenant>.test` signs in with a code: its authenticator secret is DEMO_TOTP_SECRET,
//   published in the README so anyone trying the demo can add it to an app. Demo only: the seed never
//   runs in production (docs/security.md), and a production start refuses `.test` accounts with the
//   demo password anyway.
// - `totp.new@<tenant>.test` has not set it up yet (the browser test sets it up on demo).
// - `totp.staff@<tenant>.test`, an Investment Manager, signs in with a code from the same secret: a
//   Super Admin sees "Reset two-factor" beside them on /admin/settings/admin-accounts on first start.

/** Base32; the README's otpauth:// address carries it. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

const INVESTORS = [
  { slug: 'investor', name: 'Tessa', surname: 'Twofactor', secret: DEMO_TOTP_SECRET },
  { slug: 'new', name: 'Noah', surname: 'Newphone', secret: null },
] as const

const longAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

export async function seedDemoTwoFactor(payload: Payload, tenant: Tenant, passwordHash: string): Promise<void> {
  await payload.create({
    collection: 'users',
    data: {
      email: `totp.staff@${tenant.code}.test`,
      name: 'Sanjay',
      surname: 'Secondfactor',
      role_id: ROLE.investmentManager,
      tenant: tenant.id,
      password_hash: passwordHash,
      email_verified_at: longAgo(40),
      totp_secret: DEMO_TOTP_SECRET,
      totp_enabled_at: longAgo(30),
    } as never,
    overrideAccess: true,
    depth: 0,
  })
  for (const person of INVESTORS) {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: `totp.${person.slug}@${tenant.code}.test`,
        name: person.name,
        surname: person.surname,
        role_id: ROLE.user,
        tenant: tenant.id,
        password_hash: passwordHash,
        email_verified_at: longAgo(40),
        accepted_terms_version: tenant.terms?.version ?? 1,
        compliance_passed: true,
        risk_warning_accepted_at: longAgo(39),
        offers_requested_at: longAgo(39),
        offers_proceeded_at: longAgo(38),
        ...(person.secret ? { totp_secret: person.secret, totp_enabled_at: longAgo(30) } : {}),
      } as never,
      overrideAccess: true,
      depth: 0,
    })
    const declaration = await payload.create({
      collection: 'investor-categorisations',
      data: { investor: user.id, category: 'restricted', answers: DECLARATION_ANSWERS.restricted, declaredAt: longAgo(39), source: 'investor', tenant: tenant.id } as never,
      overrideAccess: true,
      depth: 0,
    })
    if (declaration.status !== 'approved') await payload.update({ collection: 'investor-categorisations', id: declaration.id, data: { status: 'approved', decidedAt: longAgo(39) }, overrideAccess: true, depth: 0 })
  }
}
