import crypto from 'node:crypto'
import { buffer } from 'node:stream/consumers'

import type { PayloadRequest } from 'payload'
import sharp from 'sharp'

import type { TTenantUser } from '@/access/current-user'
import { mayChangeDocuments } from '@/access/document-access'
import { INVESTOR_COMPLIANCE_GRANT } from '@/access/investor-compliance'
import { requirePermission } from '@/access/require-user'
import { recordActivity } from '@/collections/records/Activities/record-activity'
import { investorName } from '@/domain/investors/investors'
import { PAD_HEIGHT, PAD_WIDTH, signedFilename, type TSignBody } from '@/domain/investors/signing'
import { AppError, invalid } from '@/lib/app-error'
import { clientAddress } from '@/lib/client-address'
import { fileStore } from '@/lib/storage/file-store'
import { newStorageKey } from '@/lib/storage/storage-key'
import { inTransaction } from '@/lib/transaction'
import type { Document, DocumentSignature } from '@/payload-types'

import { documentToSign, reachableInvestor, type TReachableInvestor } from './signable-documents'
import { stampSignedPdf, typedSignatureDrawable, UnsignablePdfError, type TSignatureMark } from './stamp-pdf'

// POST /api/document-signatures/sign (issue 11 §8, decision 027). The server reads the ORIGINAL from
// the store (the browser sends only the signature), checks it against the SHA-256 recorded at upload,
// stamps a new PDF, stores it as a new private document of the investor and writes the signature row
// and the trail entry in one transaction. The original's object and row are never written to.

const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex')

const BLANK_DRAWING = 'Draw the signature in the box'

/** The drawn signature as a clean PNG: decoded and re-encoded (nothing but pixels reaches the PDF), not blank, not huge. */
async function drawnMark(dataUrl: string): Promise<TSignatureMark> {
  const raw = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
  try {
    const image = sharp(raw, { limitInputPixels: PAD_WIDTH * PAD_HEIGHT * 16 })
    const meta = await image.metadata()
    if (meta.format !== 'png' || !meta.width || !meta.height || meta.width > PAD_WIDTH * 4 || meta.height > PAD_HEIGHT * 4) throw invalid({ drawing: [BLANK_DRAWING] })
    const clean = await image.ensureAlpha().png().toBuffer()
    const stats = await sharp(clean).stats()
    if ((stats.channels[3]?.max ?? 0) === 0) throw invalid({ drawing: [BLANK_DRAWING] })
    return { method: 'drawn', png: clean }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw invalid({ drawing: [BLANK_DRAWING] })
  }
}

async function markOf(body: TSignBody): Promise<TSignatureMark> {
  if (body.method === 'drawn') return drawnMark(body.drawing ?? '')
  const text = body.typedName ?? ''
  if (!(await typedSignatureDrawable(text))) throw invalid({ typedName: ['This name has characters the PDF’s fonts cannot show: draw the signature instead.'] })
  return { method: 'typed', text }
}

export type TSignResult = { signature: DocumentSignature; document: Document; investor: TReachableInvestor }

/** Signs `body.document` of `body.investor` as `user` (investors update, and the right to add documents to the record). */
export async function signInvestorDocument(req: PayloadRequest, user: TTenantUser, body: TSignBody): Promise<TSignResult> {
  requirePermission(user, ...INVESTOR_COMPLIANCE_GRANT.sign)
  const { payload } = req
  const investor = await reachableInvestor(payload, user, body.investor)
  if (!(await mayChangeDocuments(payload, user, { collection: 'users', id: investor.id }))) throw new AppError('not_found')
  const original = await documentToSign(payload, investor, body.document, true)
  const mark = await markOf(body)

  const stream = await fileStore().get(original.storageKey)
  if (!stream) {
    payload.logger.error({ msg: `document ${original.id} has no stored object (${fileStore().kind} store)` })
    throw new AppError('not_found')
  }
  const originalBytes = await buffer(stream)
  const originalSha256 = sha256(originalBytes)
  // The bytes must be those uploaded: a changed object is never signed.
  if (originalSha256 !== original.sha256) {
    payload.logger.error({ msg: `document ${original.id}: stored bytes do not match the SHA-256 recorded at upload` })
    throw new AppError('conflict', 'The stored original does not match the fingerprint recorded when it was uploaded, so it cannot be signed. Upload it again.')
  }

  const signerName = investorName(investor) || investor.email
  const witness = [user.name, user.surname].filter(Boolean).join(' ') || user.email
  const ipAddress = clientAddress(req.headers)
  const signedAt = new Date()
  let signedBytes: Uint8Array
  try {
    signedBytes = await stampSignedPdf({
      original: originalBytes,
      originalSha256,
      originalFilename: original.filename,
      originalDocumentId: original.id,
      fill: { investor_name: signerName, investor_email: investor.email, investor_reference: `INV-${investor.id}`, signed_date: signedAt.toISOString().slice(0, 10) },
      signer: { name: signerName, email: investor.email },
      signature: mark,
      signedAt,
      ipAddress,
      witness,
    })
  } catch (error) {
    if (error instanceof UnsignablePdfError) throw new AppError('invalid', error.message, { document: [error.message] })
    throw error
  }

  const key = newStorageKey(investor.tenant)
  const store = fileStore()
  await store.put(key, Buffer.from(signedBytes), 'application/pdf')
  const filename = signedFilename(original.filename)
  try {
    return await inTransaction(req, async () => {
      const document = await payload.create({
        collection: 'documents',
        data: {
          targetCollection: 'users',
          targetId: investor.id,
          folder: null,
          visibility: 'private',
          filename,
          storageKey: key,
          contentType: 'application/pdf',
          size: signedBytes.length,
          sha256: sha256(signedBytes),
          uploadedBy: user.id,
          purpose: original.purpose,
          tenant: investor.tenant,
        },
        req,
        overrideAccess: true,
        depth: 0,
      })
      const signature = await payload.create({
        collection: 'document-signatures',
        data: {
          investor: investor.id,
          purpose: original.purpose,
          original: original.id,
          originalFilename: original.filename,
          originalSha256,
          signedDocument: document.id,
          signedSha256: document.sha256,
          method: mark.method,
          signerName,
          signerEmail: investor.email,
          typedName: mark.method === 'typed' ? mark.text : null,
          ipAddress,
          signedAt: signedAt.toISOString(),
          witnessedBy: user.id,
          witnessedByName: witness,
          tenant: investor.tenant,
        },
        req,
        overrideAccess: true,
        depth: 0,
      })
      await recordActivity(payload, req, {
        target: { collection: 'users', id: investor.id },
        tenant: investor.tenant,
        action: 'document-signed',
        changes: { signed: { from: original.filename, to: filename } },
        targetLabel: investor.email,
      })
      return { signature, document, investor }
    })
  } catch (error) {
    await store.delete(key).catch((deleteError: unknown) => payload.logger.error({ err: deleteError, msg: `could not remove object ${key} of a failed signing` }))
    throw error
  }
}
