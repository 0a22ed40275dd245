import { guardAdminRoute } from '@/auth/page-guard'
import { ONBOARDING_DOCUMENTS_RESOURCE } from '@/features/onboarding/onboarding-document-resources'
import { ResourceListPage } from '@/ui/resource/resource-list-page'

export const metadata = { title: 'Sign-up documents' }

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** spec 2.1 /admin/settings/investor/sign-up-documents: the tenant's onboarding documents (spec 6 onboarding_documents index; decision 026). */
export default async function SignUpDocumentsPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute(ONBOARDING_DOCUMENTS_RESOURCE.listPath)
  return <ResourceListPage resource={ONBOARDING_DOCUMENTS_RESOURCE} ctx={ctx} searchParams={await searchParams} title="Sign-up documents" />
}
