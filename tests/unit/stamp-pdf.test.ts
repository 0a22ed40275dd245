import crypto from 'node:crypto'

import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'

import { tinyPdf } from '@/seed/demo-files'
import { signingTemplatePdf } from '@/seed/signing-templates'
import { stampSignedPdf, typedSignatureDrawable, UnsignablePdfError, type TStampInput } from '@/lib/signing/stamp-pdf'

import { pdfText as textOf } from '../support/pdf-text'

// issue 11 §8 (decision 027): the signed copy is made from the original's bytes by the server: the
// original is not changed, the copy keeps its pages, carries the investor's details and a
// certificate page with name, date, IP and the original's SHA-256.

const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex')

const inputFor = (original: Uint8Array, overrides: Partial<TStampInput> = {}): TStampInput => ({
  original,
  originalSha256: sha256(original),
  originalFilename: 'Investment agreement.pdf',
  originalDocumentId: 42,
  fill: { investor_name: 'Ada Okafor', investor_email: 'ada@example.test', investor_reference: 'INV-7', signed_date: '2026-11-26' },
  signer: { name: 'Ada Okafor', email: 'ada@example.test' },
  signature: { method: 'typed', text: 'Ada Okafor' },
  signedAt: new Date('2026-11-26T10:15:00.000Z'),
  ipAddress: '203.0.113.9',
  witness: 'Sam Staff',
  ...overrides,
})

describe('stampSignedPdf', () => {
  test('fills the template, adds the certificate page with the SHA-256 of the original, and leaves the original bytes alone', async () => {
    const original = await signingTemplatePdf('investment_agreement', 'Demo Capital')
    const before = Buffer.from(original)
    const signed = await stampSignedPdf(inputFor(original))
    expect(Buffer.compare(before, original)).toBe(0)
    const doc = await PDFDocument.load(signed)
    expect(doc.getPageCount()).toBe(2)
    // The form is flattened: nothing left to edit.
    expect(doc.getForm().getFields()).toHaveLength(0)
    const text = await textOf(signed)
    expect(text).toContain(sha256(original))
    expect(text).toContain('Signature certificate')
    expect(text).toContain('203.0.113.9')
    expect(text).toContain('2026-11-26 10:15:00 UTC')
    expect(text).toContain('Ada Okafor')
    expect(text).toContain('INV-7')
  })

  test('a drawn signature is placed as an image; a PDF without form fields is signed too', async () => {
    const png = await sharp({ create: { width: 480, height: 160, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: Buffer.from('<svg width="480" height="160"><path d="M10 100 L200 40 L400 120" stroke="black" stroke-width="4" fill="none"/></svg>') }])
      .png()
      .toBuffer()
    const original = tinyPdf(['A plain PDF'])
    const signed = await stampSignedPdf(inputFor(original, { signature: { method: 'drawn', png } }))
    const doc = await PDFDocument.load(signed)
    expect(doc.getPageCount()).toBe(2)
    expect(await textOf(signed)).toContain(sha256(original))
    expect(Buffer.from(signed).includes(Buffer.from('/Subtype /Image'))).toBe(true)
  })

  test('bytes that are not a PDF are refused with a reason', async () => {
    await expect(stampSignedPdf(inputFor(Buffer.from('not a pdf at all')))).rejects.toBeInstanceOf(UnsignablePdfError)
  })

  test('a typed signature must be drawable in the PDF font', async () => {
    expect(await typedSignatureDrawable('Zoë Ó Briain')).toBe(true)
    expect(await typedSignatureDrawable('田中 芽衣')).toBe(false)
  })
})
