import type { PayloadRequest } from 'payload'

import { tenantIdOf } from '@/access/current-user'
import { isRoleId, ROLE_LABEL } from '@/access/roles'
import { fundStatusText, maturityStatusText } from '@/domain/funds/funds'
import { isOpportunityStage, STAGE_LABEL } from '@/domain/investments/stages'
import { formatMoney } from '@/lib/money'

import type { TTrailOptions } from './with-activity-trail'

// How each collection with a trail names itself and shows its values: the trail is for people, so a
// deal's stage is its name (stage ids are random), an opportunity's stage has its label, a role its name.

type TDoc = Record<string, unknown>

const text = (value: unknown) => (typeof value === 'string' && value ? value : null)

/** Minor units as money ('£1,500.00'); kept as stored when there is no currency to read them by. */
const money = (minor: unknown, currency: unknown) => (typeof minor === 'number' && typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? formatMoney(minor, currency) : (minor ?? null))

async function pipelineOf(req: PayloadRequest, value: unknown) {
  const id = tenantIdOf(value as number | { id: number } | null | undefined)
  if (id === null) return null
  return req.payload.findByID({ collection: 'pipelines', id, depth: 0, overrideAccess: true, req, disableErrors: true, select: { name: true, stages: true } })
}

export const DEAL_TRAIL: TTrailOptions = {
  label: (doc) => text(doc.name),
  present: async (doc, req) => {
    const pipeline = await pipelineOf(req, doc.pipeline)
    const stage = pipeline?.stages?.find((candidate) => candidate.id === doc.stage)
    return { ...doc, pipeline: pipeline?.name ?? doc.pipeline ?? null, stage: stage?.name ?? doc.stage ?? null, amount: money(doc.amount, doc.currency) }
  },
  updateAction: (changes) => (changes.stage ? 'stage-change' : 'update'),
}

/** The rows of an array field as the trail reads them (`read` of each row), or the value as it was. */
const rowsAs = (value: unknown, read: (row: TDoc) => unknown) => (Array.isArray(value) ? value.map((row) => (row && typeof row === 'object' ? read(row as TDoc) : row)) : value)

const ATTRIBUTE_FIELDS = ['investmentType', 'investmentSubType', 'industries', 'investorTypes', 'investmentCategories', 'investmentCharacters'] as const

const relatedId = (value: unknown) => (typeof value === 'number' ? value : value && typeof value === 'object' && typeof (value as TDoc).id === 'number' ? ((value as TDoc).id as number) : null)

/** An opportunity's attribute fields by the options' names (a write's document may hold ids or rows). */
async function attributeNamesOf(doc: TDoc, req: PayloadRequest): Promise<TDoc> {
  const values = (field: string) => (Array.isArray(doc[field]) ? (doc[field] as unknown[]) : doc[field] == null ? [] : [doc[field]])
  const ids = [...new Set(ATTRIBUTE_FIELDS.flatMap((field) => values(field).map(relatedId)).filter((id): id is number => id !== null))]
  if (ids.length === 0) return {}
  const { docs } = await req.payload.find({ collection: 'attribute-options', where: { id: { in: ids } }, overrideAccess: true, depth: 0, limit: ids.length, pagination: false, select: { name: true }, req })
  const names = new Map(docs.map((option) => [option.id, option.name]))
  const name = (value: unknown) => {
    const id = relatedId(value)
    return id === null ? value : (names.get(id) ?? id)
  }
  return Object.fromEntries(ATTRIBUTE_FIELDS.filter((field) => field in doc).map((field) => [field, Array.isArray(doc[field]) ? (doc[field] as unknown[]).map(name) : name(doc[field])]))
}

export const OPPORTUNITY_TRAIL: TTrailOptions = {
  label: (doc) => text(doc.title),
  present: async (doc, req) => ({
    ...doc,
    ...(await attributeNamesOf(doc, req)),
    stage: isOpportunityStage(doc.stage) ? `${doc.stage} ${STAGE_LABEL[doc.stage]}` : (doc.stage ?? null),
    targetAmount: money(doc.targetAmount, doc.currency),
    minimumInvestment: money(doc.minimumInvestment, doc.currency),
    valuation: money(doc.valuation, doc.currency),
    sharePrice: money(doc.sharePrice, doc.currency),
    // Array rows by what people wrote (their ids are random).
    keyPoints: rowsAs(doc.keyPoints, (row) => row.text),
    keyDates: rowsAs(doc.keyDates, (row) => `${String(row.label)} (${String(row.date).slice(0, 10)})`),
    teamMembers: rowsAs(doc.teamMembers, (row) => row.name),
    gallery: rowsAs(doc.gallery, (row) => row.caption || `image ${String(row.image && typeof row.image === 'object' ? (row.image as TDoc).id : row.image)}`),
  }),
  updateAction: (changes) => (changes.stage ? 'stage-change' : 'update'),
}

export const PIPELINE_TRAIL: TTrailOptions = { label: (doc) => text(doc.name) }

export const USER_TRAIL: TTrailOptions = {
  label: (doc: TDoc) => text(doc.email),
  present: (doc) => ({ ...doc, role_id: isRoleId(doc.role_id) ? ROLE_LABEL[doc.role_id] : (doc.role_id ?? null) }),
  updateAction: (changes) => (changes.role_id ? 'role-change' : 'update'),
}

/** A fund: status by its spec 4 name, money as money. */
export const FUND_TRAIL: TTrailOptions = {
  label: (doc) => text(doc.name),
  present: (doc) => ({
    ...doc,
    status: doc.status == null ? null : fundStatusText(doc.status),
    targetSize: money(doc.targetSize, doc.currency),
    committedCapital: money(doc.committedCapital, doc.currency),
  }),
}

/** A company: its fund and industry by name, its status by label. */
/** An update report (decision 033): its title; the body and gallery are left out of the trail (long, and not a field anyone compares). */
export const UPDATE_REPORT_TRAIL: TTrailOptions = {
  label: (doc) => text(doc.title),
  present: async (doc) => ({ ...doc, body: doc.body ? '(rich text)' : null, gallery: Array.isArray(doc.gallery) ? `${doc.gallery.length} images` : null }),
}

export const COMPANY_TRAIL: TTrailOptions = {
  label: (doc) => text(doc.name),
  present: async (doc, req) => {
    const fundId = relatedId(doc.fund)
    const industryId = relatedId(doc.industry)
    const [fund, industry] = await Promise.all([
      fundId === null ? null : req.payload.findByID({ collection: 'funds', id: fundId, depth: 0, overrideAccess: true, req, disableErrors: true, select: { name: true } }),
      industryId === null ? null : req.payload.findByID({ collection: 'attribute-options', id: industryId, depth: 0, overrideAccess: true, req, disableErrors: true, select: { name: true } }),
    ])
    return { ...doc, fund: fund?.name ?? doc.fund ?? null, industry: industry?.name ?? doc.industry ?? null, status: doc.status == null ? null : maturityStatusText(doc.status) }
  },
}
