import { AppropriatenessSettingsPage } from '@/features/onboarding/appropriateness-settings-page'

export const metadata = { title: 'Appropriateness test' }

/** spec 2.1 /admin/settings/investor/fca-appropriateness-test-1: the tenant's 'fca-1' question set (decision 030). */
export default function Page() {
  return <AppropriatenessSettingsPage kind="fca-1" />
}
