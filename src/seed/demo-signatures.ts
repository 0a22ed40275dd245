import crypto from 'node:crypto'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { recordActivity } from '@/collections/records/Activities/record-activity'
import { investorName } from '@/domain/investors/investors'
import { SCREENING_CHECK_LABEL, SCREENING_STATUS_LABEL, screeningCheckFor, type TScreeningStatus } from '@/domain/investors/screening'
import { signedFilename, type TSigningPurpose } from '@/domain/investors/signing'
import { MANUAL_SCREENING_PROVIDER } from '@/lib/screening/screening-provider'
import { stampSignedPdf, type TSignatureMark } from '@/lib/signing/stamp-pdf'
import { fileStore } from '@/lib/storage/file-store'
import { newStorageKey } from '@/lib/storage/storage-key'
import type { Tenant, User } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'

import { tinyPdf } from './demo-files'
import { signingTemplatePdf } from './signing-templates'

// Demo e-signatures and screening (issue 11 §8, §9; decision 027). Every tenant: investor@ has an
// investment agreement (signed once, typed) and a consent to sign; Ada Okafor an agreement to sign;
// Grace Lindqvist a signed consent (drawn). Tenants with user_screening_enabled (capital, custodian):
// investor@ pending then clear with evidence, Ada Okafor referred, Tomas Ferreira failed, the others pending.

const DEMO_IP = '192.0.2.10'
const FILENAME: Record<TSigningPurpose, string> = { investment_agreement: 'Investment agreement.pdf', consent: 'Consent to electronic communications.pdf' }

const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex')
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)

type TPeople = { superAdmin: User; byEmail: Map<string, User> }

async function storeDocument(payload: Payload, tenant: Tenant, uploader: User, investor: User, filename: string, bytes: Uint8Array, purpose: TSigningPurpose | null, createdAt: Date) {
  const key = newStorageKey(tenant.id)
  await fileStore().put(key, Buffer.from(bytes), 'application/pdf')
  return payload.create({
    collection: 'documents',
    data: {
      targetCollection: 'users',
      targetId: investor.id,
      visibility: 'private',
      filename,
      storageKey: key,
      contentType: 'application/pdf',
      size: bytes.length,
      sha256: sha256(bytes),
      uploadedBy: uploader.id,
      purpose,
      tenant: tenant.id,
      createdAt: createdAt.toISOString(),
    },
    depth: 0,
  })
}

const staffName = (user: User) => investorName(user) || user.email

async function drawnSignature(): Promise<TSignatureMark> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160"><path d="M20 110 C 60 20, 90 150, 130 80 S 190 40, 220 100 S 300 130, 330 70 L 360 95 C 380 110, 420 60, 460 80" stroke="#0d1b4d" stroke-width="4" fill="none" stroke-linecap="round"/></svg>'
  return { method: 'drawn', png: await sharp(Buffer.from(svg)).png().toBuffer() }
}

async function signDemo(payload: Payload, tenant: Tenant, people: TPeople, investor: User, purpose: TSigningPurpose, mark: TSignatureMark | null, days: number) {
  const template = await signingTemplatePdf(purpose, tenant.name)
  const original = await storeDocument(payload, tenant, people.superAdmin, investor, FILENAME[purpose], template, purpose, daysAgo(days + 2))
  if (!mark) return
  const signedAt = daysAgo(days)
  const name = investorName(investor) || investor.email
  const witness = staffName(people.superAdmin)
  const bytes = await stampSignedPdf({
    original: template,
    originalSha256: original.sha256,
    originalFilename: original.filename,
    originalDocumentId: original.id,
    fill: { investor_name: name, investor_email: investor.email, investor_reference: `INV-${investor.id}`, signed_date: signedAt.toISOString().slice(0, 10) },
    signer: { name, email: investor.email },
    signature: mark,
    signedAt,
    ipAddress: DEMO_IP,
    witness,
  })
  const copy = await storeDocument(payload, tenant, people.superAdmin, investor, signedFilename(original.filename), bytes, purpose, signedAt)
  await payload.create({
    collection: 'document-signatures',
    data: {
      investor: investor.id,
      purpose,
      original: original.id,
      originalFilename: original.filename,
      originalSha256: original.sha256,
      signedDocument: copy.id,
      signedSha256: copy.sha256,
      method: mark.method,
      signerName: name,
      signerEmail: investor.email,
      typedName: mark.method === 'typed' ? mark.text : null,
      ipAddress: DEMO_IP,
      signedAt: signedAt.toISOString(),
      witnessedBy: people.superAdmin.id,
      witnessedByName: witness,
      tenant: tenant.id,
    },
    depth: 0,
  })
  await recordActivity(payload, undefined, {
    target: { collection: 'users', id: investor.id },
    tenant: tenant.id,
    action: 'document-signed',
    changes: { signed: { from: original.filename, to: copy.filename } },
    targetLabel: investor.email,
    actor: { type: 'user', id: people.superAdmin.id, name: witness },
  })
}

async function screenDemo(payload: Payload, tenant: Tenant, people: TPeople, investor: User, results: { status: TScreeningStatus; note: string; days: number; evidence?: string }[]) {
  const check = screeningCheckFor(featuresOf(tenant))
  let previous: TScreeningStatus = 'pending'
  for (const result of results) {
    const evidence = result.evidence ? await storeDocument(payload, tenant, people.superAdmin, investor, result.evidence, tinyPdf([result.evidence.replace(/\.pdf$/, ''), `${investorName(investor)}: checked by ${tenant.name}`]), null, daysAgo(result.days)) : null
    await payload.create({
      collection: 'investor-screenings',
      data: {
        investor: investor.id,
        status: result.status,
        check,
        provider: MANUAL_SCREENING_PROVIDER.key,
        note: result.note,
        evidenceDocument: evidence?.id ?? null,
        evidenceFilename: evidence?.filename ?? null,
        recordedBy: people.superAdmin.id,
        recordedByName: staffName(people.superAdmin),
        tenant: tenant.id,
        createdAt: daysAgo(result.days).toISOString(),
      },
      depth: 0,
    })
    await recordActivity(payload, undefined, {
      target: { collection: 'users', id: investor.id },
      tenant: tenant.id,
      action: 'screening-recorded',
      changes: { screening: { from: SCREENING_STATUS_LABEL[previous], to: SCREENING_STATUS_LABEL[result.status] }, check: { from: null, to: SCREENING_CHECK_LABEL[check] } },
      targetLabel: investor.email,
      actor: { type: 'user', id: people.superAdmin.id, name: staffName(people.superAdmin) },
    })
    previous = result.status
  }
}

export async function seedDemoSignatures(payload: Payload, tenant: Tenant): Promise<void> {
  const emails = ['superadmin', 'investor', 'ada.okafor', 'grace.lindqvist', 'tomas.ferreira'].map((slug) => `${slug}@${tenant.code}.test`)
  const { docs } = await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { email: { in: emails } }] }, depth: 0, limit: 10, pagination: false })
  const byEmail = new Map(docs.map((user) => [user.email, user]))
  const person = (slug: string) => byEmail.get(`${slug}@${tenant.code}.test`)
  const superAdmin = person('superadmin')
  const investor = person('investor')
  if (!superAdmin || !investor) return
  const people = { superAdmin, byEmail }
  const ada = person('ada.okafor')
  const grace = person('grace.lindqvist')
  const tomas = person('tomas.ferreira')

  await signDemo(payload, tenant, people, investor, 'investment_agreement', { method: 'typed', text: investorName(investor) || investor.email }, 20)
  await signDemo(payload, tenant, people, investor, 'consent', null, 3)
  if (ada) await signDemo(payload, tenant, people, ada, 'investment_agreement', null, 5)
  if (grace) await signDemo(payload, tenant, people, grace, 'consent', await drawnSignature(), 40)

  if (!featuresOf(tenant).user_screening_enabled) return
  await screenDemo(payload, tenant, people, investor, [
    { status: 'pending', note: 'Identity documents requested: passport and a utility bill from the last three months.', days: 60 },
    { status: 'clear', note: 'Passport verified against the issuing authority; address matches the utility bill; no sanctions or PEP matches.', days: 58, evidence: 'Passport check.pdf' },
  ])
  if (ada) await screenDemo(payload, tenant, people, ada, [{ status: 'refer', note: 'Possible PEP match on name and year of birth: asked the investor for a second ID document before deciding.', days: 12 }])
  if (tomas) await screenDemo(payload, tenant, people, tomas, [{ status: 'fail', note: 'Address could not be verified and the ID document had expired; the investor did not respond to two requests.', days: 30 }])
}
