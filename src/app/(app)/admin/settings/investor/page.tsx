import { Container, DataList, Link, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { guardAdminRoute } from '@/auth/page-guard'
import { appropriatenessSetFor } from '@/collections/compliance/AppropriatenessSets/appropriateness-sets'
import { APPROPRIATENESS_KINDS, APPROPRIATENESS_SETTINGS_PATH } from '@/domain/compliance/appropriateness'
import { APPROPRIATENESS_LABEL_BY_PATH, INVESTOR_SETTINGS_DESCRIPTIONS, INVESTOR_SETTINGS_PATH, unusedTestPaths } from '@/features/settings/investor-settings'
import { SettingsLinks } from '@/features/settings/settings-links'
import { adminRouteOpen } from '@/navigation/admin-routes'
import { featuresOf, toPublicBranding } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'
import { SectionCard } from '@/ui/layout/section-card'

export const metadata = { title: 'Investor settings' }

const onOff = (on: boolean) => (on ? 'On' : 'Off')

/**
 * spec 2.1 /admin/settings/investor: the investor settings the role may open (the route table) and
 * the tenant's switches allow, each with what it is for and, where it costs a row or two, its current
 * state (decision 042). The appropriateness test not in use under the switches is named below the list.
 */
export default async function InvestorSettingsPage() {
  const ctx = await guardAdminRoute(INVESTOR_SETTINGS_PATH)
  const { tenant, user, payload } = ctx
  const features = featuresOf(tenant)
  const branding = toPublicBranding(tenant)
  const unused = unusedTestPaths(features)
  const summaries: Record<string, string> = {
    '/admin/settings/investor/terms': `Version ${branding.terms.terms_version}, ${branding.terms.terms_format === 'url' ? 'a link to your own page' : 'text shown at /terms'}.`,
    '/admin/settings/investor/risk-warning': tenant.riskWarningText ? 'Your own risk text.' : 'The standard risk text.',
    '/admin/settings/investor/market-sounding': tenant.marketSoundingDescription ? 'Description set.' : 'No description yet: investors cannot accept a market sounding until there is one.',
  }
  const tests = APPROPRIATENESS_KINDS.filter((kind) => adminRouteOpen(APPROPRIATENESS_SETTINGS_PATH[kind], user.role_id, features))
  const sets = await Promise.all(tests.map((kind) => appropriatenessSetFor(payload, tenant.id, kind)))
  for (const set of sets) {
    const tries = set.allowedTries > 0 ? `${set.allowedTries} tries` : 'unlimited tries'
    const state = unused.includes(APPROPRIATENESS_SETTINGS_PATH[set.kind]) ? 'not in use' : features.compliance_test_enabled ? 'in use' : 'switched off'
    summaries[APPROPRIATENESS_SETTINGS_PATH[set.kind]] =
      `${set.questions.length} questions, pass mark ${set.passMark}${set.kind === 'appropriateness' ? `, ${tries}` : ''}; ${set.custom ? 'your own questions' : 'the UK default questions'}; ${state}.`
  }
  const unusedOpen = unused.filter((path) => adminRouteOpen(path, user.role_id, features))
  const state: [string, string][] = [
    ['Terms version', String(branding.terms.terms_version)],
    ['Risk warning', onOff(features.risk_warning_enabled)],
    ['Appropriateness test', features.compliance_test_enabled ? (features.risk_warning_enabled ? 'On: the FCA tests' : 'On: the appropriateness test') : 'Off'],
    ['Market sounding', onOff(features.market_sounding_enabled)],
  ]
  return (
    <Container maxW="5xl" py={8}>
      <PageHeader title="Investor settings" back={{ href: '/admin/settings', label: 'Settings' }} description="What your investors see and are asked: their portfolio, sign-up documents, tests, terms and warnings." />
      <SettingsLinks ctx={ctx} path={INVESTOR_SETTINGS_PATH} label="Investor settings" descriptions={INVESTOR_SETTINGS_DESCRIPTIONS} summaries={summaries} omit={unused} />
      {unusedOpen.length > 0 && (
        <Text mb={8} color="fg.muted" data-testid="unused-tests">
          Not in use while the risk warning is {features.risk_warning_enabled ? 'on' : 'off'}:{' '}
          {unusedOpen.map((path, index) => (
            <span key={path}>
              {index > 0 && ', '}
              <Link asChild colorPalette="brand" color="colorPalette.fg">
                <NextLink href={path}>{APPROPRIATENESS_LABEL_BY_PATH[path]}</NextLink>
              </Link>
            </span>
          ))}
          .
        </Text>
      )}
      <SectionCard title="Switches">
        <DataList.Root orientation="horizontal" data-testid="investor-settings-state">
          {state.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {adminRouteOpen('/admin/settings/account/features', user.role_id, features) && (
          <Text mt={4}>
            <Link asChild colorPalette="brand" color="colorPalette.fg">
              <NextLink href="/admin/settings/account/features">Change the switches</NextLink>
            </Link>
          </Text>
        )}
      </SectionCard>
    </Container>
  )
}
