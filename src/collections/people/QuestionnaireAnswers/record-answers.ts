import { tenantIdOf } from '@/access/current-user'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { ROLE } from '@/access/roles'
import { actorOf, recordActivity } from '@/collections/records/Activities/record-activity'
import { answersSchema, ZRecordAnswers } from '@/domain/onboarding/questionnaire-body'
import { contentOf, QUESTIONNAIRE_KIND_LABEL, type TQuestionnaireKind } from '@/domain/onboarding/questionnaires'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { fieldErrorsOf, json, parseBody } from '@/lib/http'
import { inTransaction } from '@/lib/transaction'

/**
 * POST /api/questionnaire-answers/record { questionnaire, investor | contact, answers }: staff record
 * an investor's (or a contact's) answers on their behalf (decision 026). Who: investors update (spec 6
 * names no onboarding resource; answering for someone changes their record). The person and the
 * version are found within the caller's tenant (anything else is a 404); the version must be the
 * current one of its kind (a newer one is a 409: the form was drawn from an old version); the answers
 * are checked against it field by field (422, nothing written). The row and its trail entry are one
 * transaction.
 */
export const recordAnswersEndpoint = defineEndpoint({
  path: '/record',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'investors', 'update')
    requirePermission(user, 'investors', 'show')
    const tenant = tenantIdOf(user.tenant)!
    const body = await parseBody(req, ZRecordAnswers)
    const version = await req.payload.findByID({ collection: 'questionnaires', id: body.questionnaire, depth: 0, overrideAccess: true, disableErrors: true })
    if (!version || tenantIdOf(version.tenant) !== tenant) throw new AppError('not_found')
    const target = body.investor != null ? ({ collection: 'users', id: body.investor } as const) : ({ collection: 'contacts', id: body.contact! } as const)
    const subject =
      target.collection === 'users'
        ? await req.payload.count({ collection: 'users', where: { and: [{ id: { equals: target.id } }, { tenant: { equals: tenant } }, { role_id: { equals: ROLE.user } }] }, overrideAccess: true })
        : await req.payload.count({ collection: 'contacts', where: { and: [{ id: { equals: target.id } }, { tenant: { equals: tenant } }] }, overrideAccess: true })
    if (subject.totalDocs !== 1) throw new AppError('not_found')
    const latest = await req.payload.count({ collection: 'questionnaires', where: { and: [{ tenant: { equals: tenant } }, { kind: { equals: version.kind } }, { version: { greater_than: version.version } }] }, overrideAccess: true })
    if (latest.totalDocs > 0) throw new AppError('conflict', 'A newer version of this questionnaire exists: reload the page to answer it.')
    const parsed = answersSchema(contentOf(version)).safeParse(body.answers)
    if (!parsed.success) throw invalid(Object.fromEntries(Object.entries(fieldErrorsOf(parsed.error)).map(([field, messages]) => [field === 'form' ? 'answers' : `answers.${field}`, messages])))
    const label = `${QUESTIONNAIRE_KIND_LABEL[version.kind as TQuestionnaireKind]}, version ${version.version}`
    const answer = await inTransaction(req, async () => {
      const row = await req.payload.create({
        collection: 'questionnaire-answers',
        data: {
          questionnaire: version.id,
          kind: version.kind,
          version: version.version,
          investor: target.collection === 'users' ? target.id : null,
          contact: target.collection === 'contacts' ? target.id : null,
          answers: parsed.data,
          source: 'staff',
          recordedBy: user.id,
          recordedByName: actorOf(user).name.slice(0, 200),
          tenant,
        },
        overrideAccess: true,
        req,
        depth: 0,
      })
      await recordActivity(req.payload, req, {
        target,
        tenant,
        action: 'questionnaire-answered',
        changes: { questionnaire: { from: null, to: label }, ...(row.band ? { band: { from: null, to: `${row.band} (score ${row.score})` } } : {}) },
      })
      return row
    })
    return json({ answer, message: `The ${label.toLowerCase()} answers were recorded.` }, 201)
  },
})
