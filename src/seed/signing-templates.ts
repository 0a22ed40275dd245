import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'

import type { TSigningPurpose } from '@/domain/investors/signing'
import { SIGNATURE_FIELD, type TFillField } from '@/lib/signing/stamp-pdf'

// Demo templates to sign (issue 11 §8, decision 027), made in code with pdf-lib: no binary files in
// the repository. Each is a one-page PDF with form fields the signing fills with the investor's
// details (stamp-pdf's FILL_FIELDS) and a `signature` field where the signature is drawn.

const TEXT: Record<TSigningPurpose, { title: string; paragraphs: string[] }> = {
  investment_agreement: {
    title: 'Investment agreement',
    paragraphs: [
      'This agreement is between the investor named below and the firm, for the subscription of shares in the companies the investor chooses through the platform.',
      'The investor confirms that they understand that investing in early-stage businesses involves risks, including illiquidity, lack of dividends, loss of investment and dilution, and that they should only invest as part of a diversified portfolio.',
      'Money is held in a client account until an investment completes. Shares are held by the nominee in the investor’s name where the firm uses one.',
      'This agreement is governed by the law of England and Wales.',
    ],
  },
  consent: {
    title: 'Consent to electronic communications and data processing',
    paragraphs: [
      'The investor named below consents to receiving documents, statements and notices about their investments by email and through the investor portal instead of on paper.',
      'The investor consents to the firm processing their personal data to provide its services, to carry out identity and anti-money-laundering checks, and to meet its regulatory duties, as described in the privacy notice.',
      'The investor may withdraw this consent at any time by writing to the firm.',
    ],
  },
}

/** A one-page template of `purpose` for `firm`, with the fill fields and a signature field. */
export async function signingTemplatePdf(purpose: TSigningPurpose, firm: string): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const page = doc.addPage([595.28, 841.89])
  const form = doc.getForm()
  const { title, paragraphs } = TEXT[purpose]
  let y = 780
  page.drawText(firm.replace(/[^\x20-\x7E]/g, '?'), { x: 56, y, size: 11, font: bold, color: rgb(0.3, 0.3, 0.4) })
  y -= 30
  page.drawText(title, { x: 56, y, size: 18, font: bold })
  y -= 32
  for (const paragraph of paragraphs) {
    const words = paragraph.replace(/’/g, "'").split(' ')
    let line = ''
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word
      if (regular.widthOfTextAtSize(candidate, 10.5) > 480) {
        page.drawText(line, { x: 56, y, size: 10.5, font: regular })
        y -= 15
        line = word
      } else line = candidate
    }
    if (line) page.drawText(line, { x: 56, y, size: 10.5, font: regular })
    y -= 26
  }
  const field = (name: TFillField | typeof SIGNATURE_FIELD, label: string, height = 20) => {
    page.drawText(label, { x: 56, y: y + 6, size: 10, font: bold })
    const text = form.createTextField(name)
    text.addToPage(page, { x: 200, y, width: 300, height, borderWidth: 0.5, borderColor: rgb(0.6, 0.6, 0.65) })
    y -= height + 14
  }
  field('investor_name', 'Investor')
  field('investor_email', 'Email')
  field('investor_reference', 'Investor reference')
  field('signed_date', 'Date')
  field(SIGNATURE_FIELD, 'Signature', 50)
  doc.setTitle(title)
  doc.setCreator(firm.replace(/[^\x20-\x7E]/g, '?'))
  return Buffer.from(await doc.save({ useObjectStreams: false }))
}
