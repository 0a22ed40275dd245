import { Text } from '@chakra-ui/react'

import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { appropriatenessSetFor } from '@/collections/compliance/AppropriatenessSets/appropriateness-sets'
import { APPROPRIATENESS_KIND_LABEL, APPROPRIATENESS_SETTINGS_PATH, type TAppropriatenessKind } from '@/domain/compliance/appropriateness'
import { featuresOf } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'
import { recordFormLooks } from '@/ui/records/record-form-looks'

import { AppropriatenessSetEditor } from './appropriateness-set-editor'

/** spec 2.1 /admin/settings/investor/{appropriateness-test, fca-appropriateness-test-1, -2} (spec 6 compliance; decision 030). */
export async function AppropriatenessSettingsPage({ kind }: { kind: TAppropriatenessKind }) {
  const ctx = await guardAdminRoute(APPROPRIATENESS_SETTINGS_PATH[kind])
  const { custom, kind: _kind, ...set } = await appropriatenessSetFor(ctx.payload, ctx.tenant.id, kind)
  const { looks, styles } = recordFormLooks()
  const features = featuresOf(ctx.tenant)
  const used = (kind === 'appropriateness') !== features.risk_warning_enabled
  return (
    <>
      <PageHeader title={APPROPRIATENESS_KIND_LABEL[kind]} description={custom ? 'Your own questions.' : 'The UK default questions: save to make them your own.'} />
      <Text mb={4} color="fg.muted" data-testid="set-in-use">
        {used
          ? 'Your investors take this test.'
          : kind === 'appropriateness'
            ? 'Not in use while the risk warning is on: investors take the FCA tests.'
            : 'Not in use while the risk warning is off: investors take the appropriateness test.'}
        {!features.compliance_test_enabled && ' The appropriateness test is switched off for your investors.'}
      </Text>
      {styles}
      <AppropriatenessSetEditor kind={kind} initial={{ ...set, intro: set.intro ?? '' }} custom={custom} canEdit={can(ctx.user.role_id, 'compliance', 'update')} looks={looks} />
    </>
  )
}
