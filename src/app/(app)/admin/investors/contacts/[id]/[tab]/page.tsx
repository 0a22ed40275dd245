import { guardAdminRoute } from '@/auth/page-guard'
import { ContactRecordPage } from '@/features/contacts/contact-record-page'

export const metadata = { title: 'Contact' }

type TProps = { params: Promise<{ id: string; tab: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** spec 2.1 /admin/investors/contacts/{id}/details, /documents, /notes-calls-tasks, /category, /registration-form, /fact-find, /risk-profile. */
export default async function ContactTabPage({ params, searchParams }: TProps) {
  const { id, tab } = await params
  const ctx = await guardAdminRoute(`/admin/investors/contacts/${encodeURIComponent(id)}/${encodeURIComponent(tab)}`)
  return <ContactRecordPage ctx={ctx} id={id} tab={tab} searchParams={await searchParams} />
}
