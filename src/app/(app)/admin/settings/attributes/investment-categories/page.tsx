import { AttributeListPage } from '@/features/attributes/attribute-list-page'

export const metadata = { title: 'Investment categories' }

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <AttributeListPage kind="investment-category" searchParams={await searchParams} />
}
