import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { OPPORTUNITY_STAGE } from '@/domain/investments/stages'
import type { TDocumentVisibility } from '@/domain/records/documents/documents'
import { TEXT_PLAIN, type TDocumentContentType } from '@/domain/records/documents/document-types'
import type { TRecordTarget } from '@/domain/records/record-targets'
import { fileStore } from '@/lib/storage/file-store'
import { newStorageKey } from '@/lib/storage/storage-key'

import { tinyPdf, tinyPng } from './demo-files'

type TDemoDocument = { target: TRecordTarget; filename: string; contentType: TDocumentContentType; bytes: Buffer; visibility: TDocumentVisibility; folder: number | null }

async function folder(payload: Payload, tenant: number, name: string, target?: TRecordTarget): Promise<number> {
  const row = await payload.create({
    collection: 'document-folders',
    depth: 0,
    data: { name, tenant, targetCollection: target?.collection ?? null, targetId: target?.id ?? null },
  })
  return row.id
}

/**
 * Two tenant-wide folders, a folder on the first deal and a handful of small documents (PDFs, a PNG,
 * a CSV) on that deal and on a marketed and an internal opportunity, public and private, written to
 * the configured store (issue 9 §3). The superadmin is their uploader.
 */
export async function seedDemoDocuments(payload: Payload, tenant: { id: number; name: string; code: string }): Promise<void> {
  const opportunity = async (stage: number) =>
    (await payload.find({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: tenant.id } }, { stage: { equals: stage } }] }, sort: 'id', limit: 1, depth: 0 })).docs[0]
  const [deals, marketed, internal, uploader] = await Promise.all([
    payload.find({ collection: 'deals', where: { tenant: { equals: tenant.id } }, sort: 'id', limit: 1, depth: 0 }),
    opportunity(OPPORTUNITY_STAGE.liveExternal),
    opportunity(OPPORTUNITY_STAGE.liveInternal),
    payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { email: { equals: `superadmin@${tenant.code}.test` } }] }, limit: 1, depth: 0 }),
  ])
  const deal = deals.docs[0]
  if (!deal || !marketed || !internal) return
  const dealTarget: TRecordTarget = { collection: 'deals', id: deal.id }
  const marketedTarget: TRecordTarget = { collection: 'investment-opportunities', id: marketed.id }
  const internalTarget: TRecordTarget = { collection: 'investment-opportunities', id: internal.id }
  const legal = await folder(payload, tenant.id, 'Legal')
  const reports = await folder(payload, tenant.id, 'Reports')
  const diligence = await folder(payload, tenant.id, 'Due diligence', dealTarget)
  const firm = tenant.name

  const documents: TDemoDocument[] = [
    { target: dealTarget, filename: 'Term sheet.pdf', contentType: 'application/pdf', bytes: tinyPdf([`${deal.name}: term sheet`, `Prepared by ${firm}. Illustrative.`]), visibility: 'private', folder: diligence },
    { target: dealTarget, filename: 'Company logo.png', contentType: 'image/png', bytes: await tinyPng('#0b1f3a'), visibility: 'private', folder: null },
    { target: marketedTarget, filename: 'Information memorandum.pdf', contentType: 'application/pdf', bytes: tinyPdf([`${marketed.title}`, 'Information memorandum. Capital at risk.']), visibility: 'public', folder: legal },
    { target: marketedTarget, filename: 'Investor update Q1.pdf', contentType: 'application/pdf', bytes: tinyPdf([`${marketed.title}`, 'Quarterly update for investors.']), visibility: 'public', folder: reports },
    { target: marketedTarget, filename: 'Internal valuation.csv', contentType: TEXT_PLAIN, bytes: Buffer.from('method,low,high\nrevenue multiple,2.1,3.4\nDCF,2.4,3.9\n'), visibility: 'private', folder: null },
    { target: internalTarget, filename: 'Draft pitch.pdf', contentType: 'application/pdf', bytes: tinyPdf([`${internal.title}`, 'Internal draft: not marketed yet.']), visibility: 'public', folder: null },
  ]
  const store = fileStore()
  for (const document of documents) {
    const key = newStorageKey(tenant.id)
    await store.put(key, document.bytes, document.contentType)
    await payload.create({
      collection: 'documents',
      depth: 0,
      data: {
        targetCollection: document.target.collection,
        targetId: document.target.id,
        folder: document.folder,
        visibility: document.visibility,
        filename: document.filename,
        storageKey: key,
        contentType: document.contentType,
        size: document.bytes.length,
        sha256: crypto.createHash('sha256').update(document.bytes).digest('hex'),
        uploadedBy: uploader.docs[0]?.id ?? null,
        tenant: tenant.id,
      },
    })
  }
}
