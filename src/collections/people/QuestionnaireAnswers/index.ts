import { ValidationError, type Access, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { isOperator, isTenantUser, tenantIdOf } from '@/access/current-user'
import { operatorsOnly, sameTenant } from '@/access/payload-access'
import { can } from '@/access/permissions'
import { ROLE } from '@/access/roles'
import { tenantField } from '@/collections/fields/tenant-field'
import { answersSchema } from '@/domain/onboarding/questionnaire-body'
import { contentOf, QUESTIONNAIRE_KIND_LABEL, QUESTIONNAIRE_KINDS, riskResult } from '@/domain/onboarding/questionnaires'

import { recordAnswersEndpoint } from './record-answers'

/** Staff who may open investors read the tenant's answers (investors' and contacts'); an investor reads their own. */
const readAnswers: Access = ({ req: { user } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user)) return false
  if (can(user.role_id, 'investors', 'show')) return sameTenant(user)
  if (user.role_id === ROLE.user) return { and: [sameTenant(user), { investor: { equals: user.id } }] }
  return false
}

const idOf = (value: unknown): number | null => tenantIdOf(value as number | { id: number } | null | undefined)

/**
 * Every new row is checked against the version it names, whoever writes it (the endpoint, the seed,
 * an operator): the version and the person answering belong to the row's tenant, exactly one of
 * investor and contact is named, and the answers pass the schema built from the version's questions.
 * What the writer may not choose is stamped: the kind and version number, and the risk score and band.
 * Rows are never changed afterwards: a new submission is a new row (the history).
 */
const checkAgainstVersion: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') throw new Error('Questionnaire answers are not edited: record a new submission instead')
  const tenant = idOf(data.tenant)
  const fail = (path: string, message: string) => new ValidationError({ collection: 'questionnaire-answers', errors: [{ path, message }], req })
  const version = await req.payload.findByID({ collection: 'questionnaires', id: idOf(data.questionnaire) ?? 0, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (!version || idOf(version.tenant) !== tenant) throw fail('questionnaire', 'Choose a questionnaire of this firm')
  const [investor, contact] = [idOf(data.investor), idOf(data.contact)]
  if ((investor === null) === (contact === null)) throw fail('investor', 'Name either an investor or a contact')
  const subject =
    investor !== null
      ? await req.payload.count({ collection: 'users', where: { and: [{ id: { equals: investor } }, { tenant: { equals: tenant } }, { role_id: { equals: ROLE.user } }] }, overrideAccess: true, req })
      : await req.payload.count({ collection: 'contacts', where: { and: [{ id: { equals: contact } }, { tenant: { equals: tenant } }] }, overrideAccess: true, req })
  if (subject.totalDocs !== 1) throw fail(investor !== null ? 'investor' : 'contact', 'Choose an investor or contact of this firm')
  const content = contentOf(version)
  const parsed = answersSchema(content).safeParse(data.answers ?? {})
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ path: ['answers', ...issue.path.map(String)].join('.'), message: issue.message }))
    throw new ValidationError({ collection: 'questionnaire-answers', errors, req })
  }
  const risk = riskResult(content, parsed.data)
  return { ...data, investor, contact, kind: version.kind, version: version.version, answers: parsed.data, score: risk?.score ?? null, band: risk?.band ?? null }
}

/**
 * Onboarding answers (issue 11 §7, decision 026): one row per submission of a questionnaire version
 * by (or on behalf of) an investor or a contact, append-only; the latest of a kind is the one shown
 * first, the rest are the history. Staff record them through POST /api/questionnaire-answers/record
 * (investors update); Payload's REST create is the operators'.
 */
export const QuestionnaireAnswers: CollectionConfig = {
  slug: 'questionnaire-answers',
  admin: { defaultColumns: ['kind', 'version', 'investor', 'contact', 'band', 'createdAt', 'tenant'] },
  access: { read: readAnswers, create: operatorsOnly, update: () => false, delete: operatorsOnly },
  endpoints: [recordAnswersEndpoint],
  // A person's history of a kind, newest first.
  indexes: [{ fields: ['investor', 'kind', 'createdAt'] }, { fields: ['contact', 'kind', 'createdAt'] }],
  hooks: { beforeChange: [checkAgainstVersion] },
  fields: [
    { name: 'questionnaire', type: 'relationship', relationTo: 'questionnaires', required: true, index: true },
    // Stamped from the version, for reading a person's history by kind without a join.
    { name: 'kind', type: 'select', required: true, options: QUESTIONNAIRE_KINDS.map((value) => ({ value, label: QUESTIONNAIRE_KIND_LABEL[value] })) },
    { name: 'version', type: 'number', required: true },
    { name: 'investor', type: 'relationship', relationTo: 'users' },
    { name: 'contact', type: 'relationship', relationTo: 'contacts' },
    // { [question id]: text | whole number | option value | null }, as the version's schema read it.
    { name: 'answers', type: 'json', required: true },
    // Risk profile: the total of the chosen options' scores and the band it falls into.
    { name: 'score', type: 'number' },
    { name: 'band', type: 'text', maxLength: 60 },
    { name: 'source', type: 'select', required: true, defaultValue: 'staff', options: [{ value: 'investor', label: 'The investor' }, { value: 'staff', label: 'Staff, on their behalf' }] },
    // A plain user id, like the trail's actor: the record outlives the staff account; the name as it was.
    { name: 'recordedBy', type: 'number' },
    { name: 'recordedByName', type: 'text', maxLength: 200 },
    tenantField,
  ],
  timestamps: true,
}
