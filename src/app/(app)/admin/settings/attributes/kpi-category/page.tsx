import { AttributeListPage } from '@/features/attributes/attribute-list-page'

export const metadata = { title: 'KPI categories' }

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <AttributeListPage kind="kpi-category" searchParams={await searchParams} />
}
