import { AttributeListPage } from '@/features/attributes/attribute-list-page'

export const metadata = { title: 'Industries' }

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <AttributeListPage kind="industry" searchParams={await searchParams} />
}
