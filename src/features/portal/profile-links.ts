import type { TFeatures } from '@/tenancy/defaults'

// The profile's pages (spec 2.3 /investor/profile/*, issue 13 §8, decision 037): the one list the
// profile view links from and /investor/profile/{slug} knows. Each entry says when it applies to an
// investor of a tenant. Other work adds its pages here (organisation and investment-method pages:
// one entry per organisation or account the investor has, built from `facts`).

export type TProfileLinkFacts = { features: TFeatures }

export type TProfileLink = { href: string; label: string; description: string }

type TProfileLinkEntry = TProfileLink & { slug: string; applies?: (facts: TProfileLinkFacts) => boolean }

export const PROFILE_PAGES: readonly TProfileLinkEntry[] = [
  { slug: 'details', href: '/investor/profile/details', label: 'Your details', description: 'Name, phone, date of birth, nationality and address.' },
  { slug: 'type', href: '/investor/profile/type', label: 'Investor type and category', description: 'Your client categorisation and its declaration.' },
  { slug: 'investor-type', href: '/investor/profile/investor-type', label: 'Who you invest as', description: 'Yourself, your organisations, your investment accounts and nominees.' },
  { slug: 'appropriateness', href: '/investor/profile/appropriateness', label: 'Appropriateness test', description: 'Your result, and a retake when one is allowed.', applies: ({ features }) => features.compliance_test_enabled },
  { slug: 'identity', href: '/investor/profile/identity', label: 'Identity documents', description: 'Upload your passport, driving licence or proof of address, privately.' },
  { slug: 'security', href: '/investor/profile/security', label: 'Security', description: 'Password, two-factor sign-in and your sessions.' },
  { slug: 'documents', href: '/investor/profile/documents', label: 'Your documents', description: 'Documents shared with you and the documents you have signed.' },
  { slug: 'subscription', href: '/investor/profile/subscription', label: 'Subscription', description: 'Investments you pay by monthly card instalments.', applies: ({ features }) => features.subscriptions_enabled },
]

/** The profile pages that apply to an investor of a tenant with these facts, in the list's order. */
export const profileLinks = (facts: TProfileLinkFacts): TProfileLink[] => PROFILE_PAGES.filter((page) => !page.applies || page.applies(facts)).map(({ href, label, description }) => ({ href, label, description }))

/** spec 2.3's pages of one organisation and one investment-method account of the investor (their pages are built with the organisations work). */
export const organisationProfilePath = (id: number) => `/investor/profile/organisation_${id}`
export const methodProfilePath = (id: number) => `/investor/profile/investmentmethod_${id}`

/** Where the investor downloads one of their own PDFs (spec 2.3 /investor/pdf/{x}). */
export const investorPdfPath = (documentId: number) => `/investor/pdf/${documentId}`

/** A shared document's download: PDFs through /investor/pdf/{id}, other files through the documents API (both access-checked, never cached). */
export const portalDocumentHref = (doc: { id: number; contentType: string }) => (doc.contentType === 'application/pdf' ? investorPdfPath(doc.id) : `/api/documents/${doc.id}/download`)
