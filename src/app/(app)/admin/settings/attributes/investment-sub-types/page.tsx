import { AttributeListPage } from '@/features/attributes/attribute-list-page'

export const metadata = { title: 'Investment sub-types' }

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <AttributeListPage kind="investment-sub-type" searchParams={await searchParams} />
}
