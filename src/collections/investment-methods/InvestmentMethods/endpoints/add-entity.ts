import { tenantIdOf } from '@/access/current-user'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { tenantInvestorsByEmail } from '@/collections/people/Users/tenant-investors'
import { ZAddEntityInput } from '@/domain/investment-methods/investment-method-body'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, parseBody, routeRowId } from '@/lib/http'
import { inTransaction } from '@/lib/transaction'

/**
 * POST /api/investment-methods/{id}/entities { leadEmail, associateEmails?, accountReference?, status? }
 * (decision 022): staff who may update investors open an investor's entity of the method, naming the
 * lead and the associates by email as the details tab's form does. Every email must be an investor
 * of the tenant (each unknown one is named in the field error, nothing is written); the entity is
 * written as the user, so the collection's access and same-tenant rules apply. No associates given
 * leaves the tenant's default_investor_associates rule to fill them. 201 { entity }.
 */
export const addEntityEndpoint = defineEndpoint({
  path: '/:id/entities',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'investors', 'update')
    const methodId = routeRowId(req)
    const input = await parseBody(req, ZAddEntityInput)
    const tenantId = tenantIdOf(user.tenant)!
    const method = await req.payload.findByID({ collection: 'investment-methods', id: methodId, depth: 0, user, overrideAccess: false, disableErrors: true, select: { name: true } })
    if (!method) throw new AppError('not_found')
    const investors = await tenantInvestorsByEmail(req, tenantId, [input.leadEmail, ...input.associateEmails])
    const lead = investors.get(input.leadEmail)
    if (lead === undefined) throw new AppError('invalid', 'No investor of this tenant has that email.', { leadEmail: ['No investor of this tenant has that email'] })
    const unknown = input.associateEmails.filter((email) => !investors.has(email))
    if (unknown.length) throw new AppError('invalid', 'Some associates are not investors of this tenant.', { associateEmails: [`No investor of this tenant has the email ${unknown.join(', ')}`] })
    if (input.associateEmails.includes(input.leadEmail)) throw new AppError('invalid', 'The lead investor is not also an associate.', { associateEmails: ['The lead investor is not also an associate'] })
    const associates = [...new Set(input.associateEmails.map((email) => investors.get(email)!))]
    const entity = await inTransaction(req, () =>
      req.payload.create({
        collection: 'investment-method-entities',
        data: { method: methodId, lead, ...(associates.length ? { associates } : {}), accountReference: input.accountReference ?? null, status: input.status, tenant: tenantId },
        req,
        user,
        overrideAccess: false,
        depth: 0,
      }),
    )
    return json({ entity }, 201)
  },
})
