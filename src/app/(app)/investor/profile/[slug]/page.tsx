import { notFound } from 'next/navigation'

import { MethodAccountDocumentsPage, MethodAccountPage } from '@/features/portal/method-account-pages'
import { OrganisationDocumentsPage, OrganisationPage } from '@/features/portal/organisation-pages'
import { parseProfileRecordSlug, profileRecordPath } from '@/navigation/profile-record-paths'

export const metadata = { title: 'Profile' }

/**
 * spec 2.3 /investor/profile/{slug} (issue 13 §8, decision 038): the organisation and investment-method
 * pages, whose segment carries an id (`organisation_12`, `investmentmethod-documents_3`). Any other
 * slug is a 404 here; the profile's named pages (view, details, …) are static segments of their own.
 */
export default async function InvestorProfileSlugPage({ params }: { params: Promise<{ slug: string }> }) {
  const slug = parseProfileRecordSlug((await params).slug)
  if (!slug) notFound()
  const path = profileRecordPath(slug.page, slug.id)
  switch (slug.page) {
    case 'organisation':
      return <OrganisationPage id={slug.id} path={path} />
    case 'organisation-documents':
      return <OrganisationDocumentsPage id={slug.id} path={path} />
    case 'investmentmethod':
      return <MethodAccountPage id={slug.id} path={path} />
    case 'investmentmethod-documents':
      return <MethodAccountDocumentsPage id={slug.id} path={path} />
  }
}
