import type { Access, CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, Field, PayloadRequest, TextField, Validate, Where } from 'payload'

import { isOperator, isTenantUser, tenantIdOf } from '@/access/current-user'
import { operatorsOnly, tenantRowsIf, whenFeature } from '@/access/payload-access'
import { can, type TResource } from '@/access/permissions'
import { relationIdOf } from '@/collections/fields/relation-id'
import { recordActivity } from '@/collections/records/Activities/record-activity'
import { SKIP_ACTIVITY_TRAIL } from '@/collections/records/Activities/with-activity-trail'
import { seriesDay } from '@/domain/funds/funds'
import type { TActivityAction, TChanges } from '@/domain/records/activity'
import { formatDate } from '@/lib/dates'

// What the dated series of funds and companies share (issue 10 §5, §6; decision 013): net asset
// values and KPIs of a fund; valuations, share prices and maturity statuses of a company.
//   - one point per subject per day (per KPI for KPIs): a unique index, and a validator that says so
//     in words before the index has to;
//   - money in the subject's currency, stamped by the server from the subject (never the browser's);
//   - read with the subject's permission, written (added or removed) with its update permission: a
//     point is part of the record. Points are not edited: a wrong one is removed and added again, so
//     the trail keeps both (operators may still correct one in /cms);
//   - each addition and removal is an entry of the subject's activity trail, in the same transaction;
//   - the whole area is off while the tenant's funds_enabled switch is.

export type TSeriesSubject = { field: 'fund' | 'company'; collection: 'funds' | 'companies' }

type TDoc = Record<string, unknown>

/** Read with the subject's list permission; added and removed with its update permission; never edited over the API. */
export function seriesAccess(permission: TResource): CollectionConfig['access'] {
  const addIf: Access = ({ req: { user } }) => isOperator(user) || (isTenantUser(user) && can(user.role_id, permission, 'update'))
  return {
    read: whenFeature('funds_enabled', tenantRowsIf(permission, 'index')),
    create: whenFeature('funds_enabled', addIf),
    update: operatorsOnly,
    delete: whenFeature('funds_enabled', tenantRowsIf(permission, 'update')),
  }
}

/** The currency of the point: always the subject's, whatever the body says (so a series never mixes currencies). */
export function subjectCurrencyField(subject: TSeriesSubject): TextField {
  return {
    name: 'currency',
    type: 'text',
    required: true,
    maxLength: 3,
    admin: { readOnly: true, description: 'The currency of the fund or company, set by the server.' },
    hooks: {
      beforeValidate: [
        async ({ siblingData, req, operation, originalDoc, value }) => {
          if (operation === 'update') return (originalDoc as TDoc | undefined)?.currency ?? value
          const id = relationIdOf((siblingData as TDoc)[subject.field])
          if (id === null) return value
          const row = (await req.payload.findByID({ collection: subject.collection, id, depth: 0, overrideAccess: true, req, disableErrors: true })) as unknown as TDoc | null
          return typeof row?.currency === 'string' ? row.currency : value
        },
      ],
    },
  }
}

export type TSeriesCollection = 'net-asset-values' | 'fund-kpis' | 'valuations' | 'share-prices' | 'company-maturity-statuses'

/**
 * One point per subject per day (and per `alsoBy` field, e.g. a KPI's key): a duplicate is refused
 * with the day in words. The unique index stays the guarantee under concurrent writes.
 */
function onePerDay(collection: TSeriesCollection, subject: TSeriesSubject, noun: string, dateField: string, alsoBy: readonly string[]): Validate {
  return async (value, { req, data, id }) => {
    if (value == null || value === '') return true
    const when = new Date(value as string)
    if (Number.isNaN(when.getTime())) return true // the body schema reports it
    const subjectId = relationIdOf((data as TDoc)[subject.field])
    if (subjectId === null) return true
    const day = seriesDay(when)
    const where: Where = {
      and: [
        { [subject.field]: { equals: subjectId } },
        { [dateField]: { equals: day } },
        ...alsoBy.map((field) => ({ [field]: { equals: (data as TDoc)[field] } })),
        ...(id != null ? [{ id: { not_equals: id } }] : []),
      ],
    }
    const { totalDocs } = await req.payload.count({ collection, where, overrideAccess: true, req })
    return totalDocs === 0 || `${noun} is already recorded for this ${subject.field} on ${formatDate(day)}. Remove it first to record another.`
  }
}

/**
 * The trail entries of a series: a point added or removed is recorded on its fund or company
 * (`describe` gives the values people read, e.g. the amount as money).
 */
export function seriesTrail(subject: TSeriesSubject, actions: { added: TActivityAction; removed: TActivityAction }, describe: (doc: TDoc, req: PayloadRequest) => TChanges | Promise<TChanges>) {
  const entry = async (doc: TDoc, req: PayloadRequest, action: TActivityAction) => {
    const tenant = tenantIdOf(doc.tenant as number | { id: number } | null)
    const id = relationIdOf(doc[subject.field])
    if (tenant === null || id === null) return
    await recordActivity(req.payload, req, { target: { collection: subject.collection, id }, tenant, action, changes: await describe(doc, req) })
  }
  const afterChange: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
    if (operation === 'create' && !context[SKIP_ACTIVITY_TRAIL]) await entry(doc as TDoc, req, actions.added)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
    if (!context[SKIP_ACTIVITY_TRAIL]) await entry(doc as TDoc, req, actions.removed)
    return doc
  }
  return { afterChange, afterDelete }
}

/** A point's date field: required, indexed, one per subject and day (`alsoBy`: and per that field). */
export function seriesDateField(collection: TSeriesCollection, subject: TSeriesSubject, noun: string, options: { name?: string; alsoBy?: readonly string[] } = {}): Field {
  const name = options.name ?? 'date'
  return { name, type: 'date', required: true, index: true, validate: onePerDay(collection, subject, noun, name, options.alsoBy ?? []) as never }
}

/** The series rows of a subject, removed with it (inside the subject's delete, so its foreign keys never dangle). */
export async function removeSeriesOf(req: PayloadRequest, collections: readonly TSeriesCollection[], field: 'fund' | 'company', id: number) {
  for (const collection of collections) {
    await req.payload.delete({ collection, where: { [field]: { equals: id } }, overrideAccess: true, req, context: { [SKIP_ACTIVITY_TRAIL]: true } })
  }
}
