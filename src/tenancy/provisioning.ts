import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { ROLE } from '@/access/roles'
import { issueSetPasswordMail } from '@/collections/people/Users/hooks/set-password-mail'
import { createDefaultAttributes } from '@/domain/attributes/default-attributes'
import { DEFAULT_QUESTIONNAIRES } from '@/domain/onboarding/default-questionnaires'
import type { Tenant } from '@/payload-types'

// Issue 12 §6, tenant provisioning (decision 035): a tenant an operator creates in /cms is usable at
// once. In the create's own transaction it gets the default deal pipeline, attribute lists and
// onboarding questionnaires (terms start at version 1 from the tenant's own defaults), and its first
// Super Admin, who is sent a set-password link on the tenant's own domain (the mail leaves after the
// response, so a failed create sends nothing).

export const DEFAULT_PIPELINE = { name: 'Deal flow', stages: ['Sourced', 'First meeting', 'Due diligence', 'Term sheet', 'Committee'] } as const

/** The defaults every new tenant starts with; also the base the demo seed builds on. */
export async function createTenantDefaults(req: PayloadRequest, tenantId: number): Promise<void> {
  const { payload } = req
  await payload.create({
    collection: 'pipelines',
    data: { name: DEFAULT_PIPELINE.name, stages: DEFAULT_PIPELINE.stages.map((name) => ({ name })), tenant: tenantId },
    overrideAccess: true,
    depth: 0,
    req,
  })
  await createDefaultAttributes(payload, tenantId, req)
  for (const questionnaire of DEFAULT_QUESTIONNAIRES) {
    await payload.create({ collection: 'questionnaires', data: { ...questionnaire, tenant: tenantId } as never, overrideAccess: true, depth: 0, req })
  }
}

/** The first Super Admin of a new tenant, without a password: a set-password link goes to them (setting it verifies the address). */
async function inviteFirstSuperAdmin(req: PayloadRequest, tenant: Tenant): Promise<void> {
  const admin = tenant.firstAdmin
  if (!admin?.email) return
  const user = await req.payload.create({
    collection: 'users',
    data: { name: admin.name ?? 'Administrator', surname: admin.surname ?? null, email: admin.email, role_id: ROLE.superAdmin, tenant: tenant.id },
    overrideAccess: true,
    depth: 0,
    req,
  })
  await issueSetPasswordMail(req, user, tenant)
}

/** Tenants afterChange: provisions every new tenant (the demo seed's too: it builds its demo data on these defaults). */
export const provisionNewTenant: CollectionAfterChangeHook<Tenant> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await createTenantDefaults(req, doc.id)
  await inviteFirstSuperAdmin(req, doc)
  return doc
}
