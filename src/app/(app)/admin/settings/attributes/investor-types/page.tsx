import { AttributeListPage } from '@/features/attributes/attribute-list-page'

export const metadata = { title: 'Investor types' }

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <AttributeListPage kind="investor-type" searchParams={await searchParams} />
}
