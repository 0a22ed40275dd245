import { Badge, Card, DataList, Link, List, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { guardPage } from '@/auth/page-guard'
import { CATEGORISATION_STATUS_LABEL, currentCategorisation, INVESTOR_CATEGORY_LABEL, type TCategorisationStatus, type TInvestorCategory } from '@/domain/investors/categorisation'
import { portalStepFor } from '@/collections/people/Users/portal-journey'
import { portalStepMessage } from '@/domain/onboarding/portal-gate'
import { profileRecordLinks, type TProfileRecordLink } from '@/features/portal/profile-record-links'
import { formatDate } from '@/lib/dates'
import { INVESTOR_PATHS } from '@/navigation/investor-navigation'
import { featuresOf, terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'
import { PageHeader } from '@/ui/layout/page-header'
import { profileLinks } from '@/features/portal/profile-links'

export const metadata = { title: 'Profile' }

/** A titled list of the profile's organisation or method-account links (decision 038). */
function RecordLinks({ title, links, testId }: { title: string; links: TProfileRecordLink[]; testId: string }) {
  if (links.length === 0) return null
  return (
    <Stack gap={1} data-testid={testId}>
      <Text fontWeight="semibold">{title}</Text>
      <List.Root ps={5}>
        {links.map((link) => (
          <List.Item key={link.href}>
            <Link asChild colorPalette="brand">
              <NextLink href={link.href}>{link.label}</NextLink>
            </Link>
            {link.detail && (
              <Text as="span" color="fg.muted">
                {' '}
                ({link.detail})
              </Text>
            )}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  )
}

/**
 * spec 2.3 /investor/profile/view (issue 13 §7, §8): who the investor is to the tenant — name, email,
 * client category and appropriateness status — with links to the profile's pages (profileLinks: the ones
 * that apply to this investor and tenant, decision 037). Reachable before
 * the portal's steps are done (it says which one is next), as it is where an investor looks for them.
 */
export default async function InvestorProfileViewPage() {
  const ctx = await guardPage(INVESTOR_PATHS.profile, ['investor_portal', 'show'])
  const { user, tenant, payload } = ctx
  const terminology = terminologyOf(tenant)
  const step = await portalStepFor(payload, user, tenant)
  const { docs } = await payload.find({ collection: 'investor-categorisations', where: { investor: { equals: user.id } }, sort: '-declaredAt', limit: 20, depth: 0, overrideAccess: false, user })
  const current = currentCategorisation(docs.map((row) => ({ ...row, status: String(row.status), declaredAt: String(row.declaredAt), expiresAt: String(row.expiresAt) })))
  const features = featuresOf(tenant)
  const testOn = features.compliance_test_enabled
  const records = await profileRecordLinks(payload, user.id, tenant)
  const appropriateness = user.compliance_passed ? term(terminology, 'testSuccess') : Number(user.compliance_tries ?? 0) > 0 ? term(terminology, 'testFail') : 'You have not taken the appropriateness test yet.'

  return (
    <>
      <PageHeader title={term(terminology, 'profile')} />
      <Stack gap={6} maxW="2xl">
        {step && (
          <Card.Root borderColor="border.warning" data-testid="profile-next-step">
            <Card.Body>
              <Text fontWeight="semibold">One more step first</Text>
              <Text>{portalStepMessage(step, terminology)}</Text>
            </Card.Body>
          </Card.Root>
        )}
        <Card.Root>
          <Card.Body>
            <DataList.Root orientation="horizontal" data-testid="profile-view">
              <DataList.Item>
                <DataList.ItemLabel>Name</DataList.ItemLabel>
                <DataList.ItemValue>{[user.name, user.surname].filter(Boolean).join(' ')}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Email</DataList.ItemLabel>
                <DataList.ItemValue>{user.email}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{term(terminology, 'investorCategoryName')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  {current ? (
                    <>
                      {INVESTOR_CATEGORY_LABEL[current.category as TInvestorCategory]}
                      <Badge ms={2} colorPalette={current.status === 'approved' ? 'green' : 'orange'}>
                        {CATEGORISATION_STATUS_LABEL[current.status as TCategorisationStatus]}
                      </Badge>
                      <Text as="span" ms={2} color="fg.muted">
                        until {formatDate(current.expiresAt)}
                      </Text>
                    </>
                  ) : (
                    'Not categorised yet'
                  )}
                </DataList.ItemValue>
              </DataList.Item>
              {testOn && (
                <DataList.Item>
                  <DataList.ItemLabel>Appropriateness</DataList.ItemLabel>
                  <DataList.ItemValue>{appropriateness}</DataList.ItemValue>
                </DataList.Item>
              )}
            </DataList.Root>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <Text fontWeight="semibold" mb={2}>
              Your profile
            </Text>
            <List.Root ps={5} gap={1} data-testid="profile-links">
              {profileLinks({ features }).map((link) => (
                <List.Item key={link.href}>
                  <Link asChild colorPalette="brand">
                    <NextLink href={link.href}>{link.label}</NextLink>
                  </Link>
                  <Text as="span" color="fg.muted">
                    {' '}
                    {link.description}
                  </Text>
                </List.Item>
              ))}
              <List.Item>
                <Link asChild colorPalette="brand">
                  <NextLink href={INVESTOR_PATHS.portfolio}>{term(terminology, 'clientPortfolio')}</NextLink>
                </Link>
              </List.Item>
            </List.Root>
          </Card.Body>
        </Card.Root>
        {(records.organisations.length > 0 || records.methodAccounts.length > 0 || records.apply) && (
          <Card.Root>
            <Card.Body>
              <Stack gap={4}>
                <RecordLinks title={term(terminology, 'organisations')} links={records.organisations} testId="profile-organisations" />
                <RecordLinks title={term(terminology, 'altInvestmentMethods')} links={records.methodAccounts} testId="profile-method-accounts" />
                {records.apply && (
                  <Link asChild colorPalette="brand">
                    <NextLink href={records.apply}>Apply to act for an organisation</NextLink>
                  </Link>
                )}
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
    </>
  )
}
