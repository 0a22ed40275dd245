import { AttributeListPage } from '@/features/attributes/attribute-list-page'

export const metadata = { title: 'Investment types' }

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <AttributeListPage kind="investment-type" searchParams={await searchParams} />
}
