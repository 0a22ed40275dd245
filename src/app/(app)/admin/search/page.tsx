import { guardAdminRoute } from '@/auth/page-guard'
import { searchKindLabels } from '@/domain/search/search-labels'
import { normalisedSearch, SEARCH_MAX_LENGTH, SEARCH_MAX_LIMIT } from '@/domain/search/search-text'
import { SearchResults } from '@/features/search/search-results'
import { staffSearch } from '@/lib/search/staff-search'
import { SEARCH_PATH } from '@/navigation/admin-routes'
import { terminologyOf } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Search' }

/** /admin/search?q= (issue 11 §11): the header search box's form lands here; the same search as GET /api/search, more results a kind. */
export default async function SearchPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const ctx = await guardAdminRoute(SEARCH_PATH)
  const { q } = await searchParams
  const typed = (Array.isArray(q) ? q[0] : q) ?? ''
  const answer = await staffSearch(ctx.payload, ctx.user, normalisedSearch(typed), SEARCH_MAX_LIMIT)
  return (
    <>
      <PageHeader title="Search" description="Investors, contacts, organisations, opportunities, deals and companies you may open." />
      <SearchResults action={SEARCH_PATH} text={typed.trim().slice(0, SEARCH_MAX_LENGTH)} answer={answer} labels={searchKindLabels(terminologyOf(ctx.tenant))} />
    </>
  )
}
