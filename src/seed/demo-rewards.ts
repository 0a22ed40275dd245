import type { Payload } from 'payload'

import type { Tenant } from '@/payload-types'

// Demo rewards (issue 13 §10, decision 040) on every tenant: for registering, a referral and loyalty,
// never for investing (the collection refuses that). Made through the collection, so the seed passes
// the same rules as staff.

const DEMO_REWARDS = [
  { name: 'Welcome pack', trigger: 'email_verified', value: 'A printed guide to the risks of early-stage companies and a branded notebook', description: 'Sent once the new member has verified their email address.' },
  { name: 'Refer a friend', trigger: 'referral', value: 'A £20 gift card', amount: 20_00, currency: 'GBP', conditions: 'The friend registers with your link and verifies their email address. One gift card per friend, at most five a year.' },
  { name: 'Member anniversary', trigger: 'anniversary', value: 'Two tickets to our annual members’ evening', description: 'Offered on each anniversary of the account.' },
  { name: 'Complete your profile', trigger: 'profile_completed', value: 'Entry into the quarterly draw for a one-to-one session with our research team', active: false },
] as const

export async function seedDemoRewards(payload: Payload, tenant: Tenant): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'rewards', where: { tenant: { equals: tenant.id } }, overrideAccess: true })
  if (totalDocs > 0) return
  for (const reward of DEMO_REWARDS) await payload.create({ collection: 'rewards', data: { ...reward, tenant: tenant.id }, overrideAccess: true, depth: 0 })
}
