import crypto from 'node:crypto'

import type { Payload } from 'payload'

import type { TIdentityPurpose } from '@/domain/investors/identity-documents'
import { fileStore } from '@/lib/storage/file-store'
import { newStorageKey } from '@/lib/storage/storage-key'
import type { Tenant } from '@/payload-types'

import { tinyPdf } from './demo-files'

// The investor's own profile (issue 13 §8, decision 037) on every tenant: investor@ has their details
// filled in, a passport and a proof of address uploaded privately from the portal two months ago
// (identity page; kept: too old to delete, and screened since where the tenant screens; the passport
// marked reviewed by staff), a driving licence uploaded two days ago (which they may still delete),
// and a tax certificate staff shared with them (documents page, beside decision 027's signed agreement and the public agreement of the record). Their screening status is decision 027's (capital, custodian).

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

type TSeedPdf = { filename: string; lines: string[]; visibility: 'private' | 'public'; purpose: TIdentityPurpose | null; days: number; reviewed?: { by: number; days: number } }

async function storePdf(payload: Payload, tenant: Tenant, investorId: number, uploaderId: number, document: TSeedPdf) {
  const bytes = tinyPdf(document.lines)
  const key = newStorageKey(tenant.id)
  await fileStore().put(key, bytes, 'application/pdf')
  await payload.create({
    collection: 'documents',
    data: {
      targetCollection: 'users',
      targetId: investorId,
      visibility: document.visibility,
      filename: document.filename,
      storageKey: key,
      contentType: 'application/pdf',
      size: bytes.length,
      sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
      uploadedBy: uploaderId,
      purpose: document.purpose,
      ...(document.reviewed ? { reviewedBy: document.reviewed.by, reviewedAt: daysAgo(document.reviewed.days) } : {}),
      tenant: tenant.id,
      createdAt: daysAgo(document.days),
    },
    depth: 0,
  })
}

export async function seedDemoProfile(payload: Payload, tenant: Tenant): Promise<void> {
  const byEmail = async (slug: string) => (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { email: { equals: `${slug}@${tenant.code}.test` } }] }, limit: 1, depth: 0 })).docs[0]
  const [investor, superAdmin] = await Promise.all([byEmail('investor'), byEmail('superadmin')])
  if (!investor || !superAdmin) return
  await payload.update({
    collection: 'users',
    id: investor.id,
    data: { phone: '+44 20 7946 0321', date_of_birth: '1979-04-17T00:00:00.000Z', nationality: 'British', address_line1: '14 Kingfisher Row', address_line2: null, town: 'Bristol', postcode: 'BS1 4QA', country: 'United Kingdom' },
    depth: 0,
  })
  const who = [investor.name, investor.surname].filter(Boolean).join(' ')
  // Staff marked the passport reviewed two days after it arrived (decision 037: the admin's documents tab shows who and when).
  await storePdf(payload, tenant, investor.id, investor.id, {
    filename: 'Passport.pdf',
    lines: [`${who}: passport photo page`, 'Uploaded from the portal. Illustrative.'],
    visibility: 'private',
    purpose: 'identity_passport',
    days: 62,
    reviewed: { by: superAdmin.id, days: 60 },
  })
  await storePdf(payload, tenant, investor.id, investor.id, { filename: 'Council tax bill.pdf', lines: [`${who}: council tax bill`, '14 Kingfisher Row, Bristol BS1 4QA. Illustrative.'], visibility: 'private', purpose: 'identity_address', days: 61 })
  // Uploaded two days ago, after any screening of the demo: the one they may still delete (decision 037's rule).
  await storePdf(payload, tenant, investor.id, investor.id, { filename: 'Driving licence.pdf', lines: [`${who}: driving licence, front`, 'Uploaded from the portal. Illustrative.'], visibility: 'private', purpose: 'identity_driving_licence', days: 2 })
  await storePdf(payload, tenant, investor.id, superAdmin.id, { filename: 'EIS tax certificate 2025-26.pdf', lines: [`${who}: EIS3 certificate`, `Issued by ${tenant.name}. Illustrative.`], visibility: 'public', purpose: null, days: 14 })
}
