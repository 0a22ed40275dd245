import crypto from 'node:crypto'

import type { Payload } from 'payload'

import type { TDocumentVisibility } from '@/domain/records/documents/documents'
import type { TRecordTarget } from '@/domain/records/record-targets'
import { fileStore } from '@/lib/storage/file-store'
import { newStorageKey } from '@/lib/storage/storage-key'

import { tinyPdf } from './demo-files'

// The portal's organisation and investment-method pages (decision 038): investor@<tenant>.test is
// already an authorised signatory of the tenant's first organisation (which holds investments) and
// leads the first account of the tenant's ISA (which holds one): seedDemoOrganisations and
// seedDemoInvestmentMethods. What is added here: on each of the two records, a document staff share
// with its signatories or account holders (public) and one investor@ sent for review (private), so
// /investor/profile/organisation-documents_{x} and /investmentmethod-documents_{x} show both lists.

type TPlan = { target: TRecordTarget; filename: string; lines: string[]; visibility: TDocumentVisibility; uploadedBy: number }

export async function seedDemoPortalOrganisations(payload: Payload, tenant: { id: number; code: string; name: string }): Promise<void> {
  const { rows } = await payload.db.pool.query<{ investor: number; admin: number | null; organisation: number | null; organisation_name: string | null; method: number | null; method_name: string | null }>(
    `SELECT u.id AS investor,
            (SELECT a.id FROM users a WHERE a.tenant_id = $1 AND a.email = 'superadmin@' || $2 || '.test') AS admin,
            (SELECT m.organisation_id FROM organisation_members m WHERE m.investor_id = u.id AND m.tenant_id = $1 AND m.role IN ('director', 'authorised_signatory') ORDER BY m.organisation_id LIMIT 1) AS organisation,
            (SELECT o.name FROM organisation_members m JOIN organisations o ON o.id = m.organisation_id WHERE m.investor_id = u.id AND m.tenant_id = $1 AND m.role IN ('director', 'authorised_signatory') ORDER BY m.organisation_id LIMIT 1) AS organisation_name,
            (SELECT e.method_id FROM investment_method_entities e WHERE e.lead_id = u.id AND e.tenant_id = $1 ORDER BY e.id LIMIT 1) AS method,
            (SELECT im.name FROM investment_method_entities e JOIN investment_methods im ON im.id = e.method_id WHERE e.lead_id = u.id AND e.tenant_id = $1 ORDER BY e.id LIMIT 1) AS method_name
       FROM users u WHERE u.tenant_id = $1 AND u.email = 'investor@' || $2 || '.test'`,
    [tenant.id, tenant.code],
  )
  const found = rows[0]
  if (!found?.admin) return
  const plans: TPlan[] = []
  if (found.organisation) {
    const target: TRecordTarget = { collection: 'organisations', id: found.organisation }
    plans.push(
      { target, filename: 'Board resolution to invest.pdf', lines: [`${found.organisation_name}`, 'Board resolution authorising investment. Illustrative.'], visibility: 'public', uploadedBy: found.admin },
      { target, filename: 'Certificate of incorporation.pdf', lines: [`${found.organisation_name}`, 'Certificate of incorporation (demo copy).'], visibility: 'private', uploadedBy: found.investor },
    )
  }
  if (found.method) {
    const target: TRecordTarget = { collection: 'investment-methods', id: found.method }
    plans.push(
      { target, filename: `${found.method_name} terms.pdf`, lines: [`${found.method_name}`, `Terms and conditions, as given to account holders by ${tenant.name}.`], visibility: 'public', uploadedBy: found.admin },
      { target, filename: 'Account opening declaration.pdf', lines: [`${found.method_name}`, 'Signed account opening declaration (demo copy).'], visibility: 'private', uploadedBy: found.investor },
    )
  }
  const store = fileStore()
  for (const plan of plans) {
    const bytes = tinyPdf(plan.lines)
    const key = newStorageKey(tenant.id)
    await store.put(key, bytes, 'application/pdf')
    await payload.create({
      collection: 'documents',
      data: {
        targetCollection: plan.target.collection,
        targetId: plan.target.id,
        visibility: plan.visibility,
        filename: plan.filename,
        storageKey: key,
        contentType: 'application/pdf',
        size: bytes.length,
        sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
        uploadedBy: plan.uploadedBy,
        tenant: tenant.id,
      },
      depth: 0,
    })
  }
}
