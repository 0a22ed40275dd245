import { z } from 'zod'

// E-signature of an investor's documents (issue 11 §8, decision 027): which documents can be signed,
// what a signing request carries, and the words the screens use. Pure: no I/O.

/** What a document of an investor is for, when it is one to be signed (documents.purpose). */
export const SIGNING_PURPOSES = ['investment_agreement', 'consent'] as const
export type TSigningPurpose = (typeof SIGNING_PURPOSES)[number]

export const isSigningPurpose = (value: unknown): value is TSigningPurpose => typeof value === 'string' && (SIGNING_PURPOSES as readonly string[]).includes(value)

export const SIGNING_PURPOSE_LABEL: Record<TSigningPurpose, string> = { investment_agreement: 'Investment agreement', consent: 'Consent' }

/** The investor-record tab that lists documents of each purpose (spec 2.1). */
export const SIGNING_PURPOSE_TAB: Record<TSigningPurpose, 'investment-documents' | 'investor-consent'> = { investment_agreement: 'investment-documents', consent: 'investor-consent' }

export const SIGNATURE_METHODS = ['typed', 'drawn'] as const
export type TSignatureMethod = (typeof SIGNATURE_METHODS)[number]
export const SIGNATURE_METHOD_LABEL: Record<TSignatureMethod, string> = { typed: 'Typed', drawn: 'Drawn' }

/** A drawn signature arrives as a PNG data URL; at most this many characters of base64 (about 150 KB of PNG). */
export const DRAWING_MAX_CHARS = 200_000
/** The pad's size in CSS pixels; the server refuses a picture larger than twice it (a high-density screen). */
export const PAD_WIDTH = 480
export const PAD_HEIGHT = 160

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/

export const SIGN_NAME_MAX = 100

/** The body of POST /api/document-signatures/sign. The PDF itself never comes from the browser. */
export const ZSignBody = z
  .object({
    investor: z.coerce.number('Name the investor').int().positive('Name the investor'),
    document: z.coerce.number('Name the document').int().positive('Name the document'),
    method: z.enum(SIGNATURE_METHODS, 'Type or draw the signature'),
    typedName: z.string().trim().max(SIGN_NAME_MAX, `Use at most ${SIGN_NAME_MAX} characters`).optional(),
    drawing: z.string().max(DRAWING_MAX_CHARS, 'The drawing is too large: clear it and sign again').optional(),
    agreed: z.literal(true, 'The investor must confirm they have read the document and agree to sign it'),
  })
  .superRefine((body, context) => {
    if (body.method === 'typed' && !body.typedName) context.addIssue({ code: 'custom', path: ['typedName'], message: 'Type the investor’s full name as their signature' })
    if (body.method === 'drawn' && !(body.drawing && PNG_DATA_URL.test(body.drawing))) context.addIssue({ code: 'custom', path: ['drawing'], message: 'Draw the signature in the box' })
  })

export type TSignBody = z.infer<typeof ZSignBody>

/** The path of the signing screen of one of an investor's documents (spec 2.1 /admin/investors/{id}/sign-pdf/{documentId}). */
export const signPdfPath = (investorId: number | string, documentId: number | string) => `/admin/investors/${investorId}/sign-pdf/${documentId}`

/** The signed copy's file name: the original's with " (signed)" before the extension. */
export function signedFilename(original: string): string {
  const base = original.replace(/\.pdf$/i, '').slice(0, 180)
  return `${base} (signed).pdf`
}
