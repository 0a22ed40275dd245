import type { Payload } from 'payload'

import type { Tenant } from '@/payload-types'

// Demo sign-up documents (spec 6 onboarding_documents, decision 026): what a UK firm gives investors to
// read at onboarding, in order, two of them to accept. Listed at /admin/settings/investor/sign-up-documents.

const DOCUMENTS = [
  { title: 'Terms of business', description: 'How we work with you, our fees and how to complain.', slug: 'terms-of-business', required: true },
  { title: 'Key risks of investing in early-stage companies', description: 'Loss of capital, illiquidity, dilution and rarely paid dividends.', slug: 'key-risks', required: true },
  { title: 'Privacy notice', description: 'What personal data we hold about you and why.', slug: 'privacy', required: false },
  { title: 'Conflicts of interest policy', description: 'How we identify and manage conflicts between us and our clients.', slug: 'conflicts', required: false },
]

export async function seedDemoOnboardingDocuments(payload: Payload, tenant: Tenant): Promise<void> {
  for (const [index, document] of DOCUMENTS.entries()) {
    await payload.create({
      collection: 'onboarding-documents',
      data: { title: document.title, description: document.description, url: `https://${tenant.code}.example.com/documents/${document.slug}.pdf`, required: document.required, position: index + 1, tenant: tenant.id },
      overrideAccess: true,
      depth: 0,
    })
  }
}
