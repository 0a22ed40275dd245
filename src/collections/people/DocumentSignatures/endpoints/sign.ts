import { INVESTOR_COMPLIANCE_GRANT } from '@/access/investor-compliance'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { SIGNING_PURPOSE_TAB, ZSignBody } from '@/domain/investors/signing'
import { investorRecordPath } from '@/domain/investors/investors'
import { defineEndpoint } from '@/lib/app-error'
import { json, parseBody } from '@/lib/http'
import { signInvestorDocument } from '@/lib/signing/sign-document'

/**
 * POST /api/document-signatures/sign { investor, document, method, typedName | drawing, agreed }
 * (issue 11 §8, decision 027): 201 { message, signature, document, redirect }. 401 without a session,
 * 403 without investors update, 404 for an investor or document the user cannot reach (another
 * tenant's, a staff account, a document that is not one to sign, a signed copy), 409 when the stored
 * original no longer matches its SHA-256, 422 for bad input or a PDF that cannot be signed.
 */
export const signDocumentEndpoint = defineEndpoint({
  path: '/sign',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    // The right before the body, so a role without it is told so whatever it sent.
    requirePermission(user, ...INVESTOR_COMPLIANCE_GRANT.sign)
    const body = await parseBody(req, ZSignBody)
    const { signature, document, investor } = await signInvestorDocument(req, user, body)
    return json(
      {
        message: `${document.filename} was signed and saved as a private document of the investor.`,
        signature: { id: signature.id, signedAt: signature.signedAt, originalSha256: signature.originalSha256, signedSha256: signature.signedSha256, ipAddress: signature.ipAddress },
        document: { id: document.id, filename: document.filename, downloadUrl: `/api/documents/${document.id}/download` },
        redirect: `${investorRecordPath(investor.id)}/${SIGNING_PURPOSE_TAB[signature.purpose]}`,
      },
      201,
      { 'Cache-Control': 'private, no-store' },
    )
  },
})
