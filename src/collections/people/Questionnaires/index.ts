import type { Access, CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isOperator, isTenantUser, tenantIdOf } from '@/access/current-user'
import { operatorsOnly, sameTenant } from '@/access/payload-access'
import { can } from '@/access/permissions'
import { ROLE } from '@/access/roles'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { ZQuestionnaireVersion } from '@/domain/onboarding/questionnaire-body'
import { QUESTIONNAIRE_KIND_LABEL, QUESTIONNAIRE_KINDS } from '@/domain/onboarding/questionnaires'

/** Staff who may open investors read their tenant's questionnaires; so may its investors (the portal asks them). */
const readQuestionnaires: Access = ({ req: { user } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user)) return false
  return can(user.role_id, 'investors', 'show') || user.role_id === ROLE.user ? sameTenant(user) : false
}

/**
 * A version is numbered by the server (the tenant's highest of that kind plus one; a unique index
 * settles a race) and never edited afterwards: answers name the version they answered, so changing
 * its questions would rewrite what people were asked. A change is a new version.
 */
const numberVersion: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') throw new Error('A questionnaire version is not edited: add a new version instead')
  const tenant = tenantIdOf(data.tenant)
  const { docs } = await req.payload.find({
    collection: 'questionnaires',
    where: { and: [{ tenant: { equals: tenant } }, { kind: { equals: data.kind } }] },
    sort: '-version',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
    select: { version: true },
  })
  return { ...data, version: (docs[0]?.version ?? 0) + 1 }
}

/**
 * Onboarding questionnaires (issue 11 §7, decision 026): one row per version of a tenant's
 * registration form, fact find or risk profile; the current one is the highest version of its kind.
 * Written by operators and the seed today (the tenant's own editor is the settings issue's).
 */
export const Questionnaires: CollectionConfig = {
  slug: 'questionnaires',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'version', 'tenant'] },
  access: { read: readQuestionnaires, create: operatorsOnly, update: () => false, delete: operatorsOnly },
  indexes: [{ fields: ['tenant', 'kind', 'version'], unique: true }],
  hooks: { beforeValidate: [validateBody(ZQuestionnaireVersion)], beforeChange: [numberVersion] },
  fields: [
    { name: 'kind', type: 'select', required: true, options: QUESTIONNAIRE_KINDS.map((value) => ({ value, label: QUESTIONNAIRE_KIND_LABEL[value] })) },
    { name: 'version', type: 'number', required: true, defaultValue: 1, admin: { readOnly: true } },
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    // [{ id, label, kind, required?, section?, helper?, options?: [{ value, label, score? }], min?, max?, maxLength? }]
    { name: 'questions', type: 'json', required: true },
    // Risk profile: [{ min, band, description }]; the total score falls into the highest band it reaches.
    { name: 'bands', type: 'json' },
    tenantField,
  ],
  timestamps: true,
}
