import { AppropriatenessSettingsPage } from '@/features/onboarding/appropriateness-settings-page'

export const metadata = { title: 'Appropriateness test' }

/** spec 2.1 /admin/settings/investor/appropriateness-test: the tenant's 'appropriateness' question set (decision 030). */
export default function Page() {
  return <AppropriatenessSettingsPage kind="appropriateness" />
}
