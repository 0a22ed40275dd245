import { Badge, Box, EmptyState, Heading, Link, Stack, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'
import { notFound } from 'next/navigation'

import { applicationStatusPalette, applicationStatusText, businessTypeText, memberRoleText } from '@/domain/organisations/organisations'
import { portalFormLooks } from '@/features/investments/portal/portal-looks'
import { PortalStepRequired } from '@/features/onboarding/portal-step-required'
import { OrganisationApplyForm } from '@/features/portal/organisation-apply-form'
import { ORGANISATION_APPLY_PATH, profileRecordPath } from '@/navigation/profile-record-paths'
import { portfolioPage } from '@/features/portfolio/portfolio-page'
import { formatDate } from '@/lib/dates'
import { INVESTOR_PATHS } from '@/navigation/investor-navigation'
import { term } from '@/tenancy/terminology'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Apply for an organisation' }

/**
 * spec 2.3 /investor/profile/organisation-apply (issue 13 §8, decisions 020 and 038): the investor
 * names an organisation they act for (the tenant's list is never shown) and reads their applications
 * with their outcome. Only while the tenant's organisation_links_enabled is on (404 otherwise, as the
 * apply call); behind the account steps only (it is the investor's own data).
 */
export default async function OrganisationApplyPage() {
  const { ctx, step, features, terminology } = await portfolioPage(ORGANISATION_APPLY_PATH)
  if (!features.organisation_links_enabled) notFound()
  const title = term(terminology, 'organisationApplications')
  if (step) return <PortalStepRequired step={step} title={title} terminology={terminology} />
  // As the investor: the collection's own read rule (the switch, the tenant, their own rows).
  const { docs } = await ctx.payload.find({ collection: 'organisation-applications', sort: '-createdAt', limit: 100, depth: 0, overrideAccess: false, user: ctx.user })
  const { looks, styles } = portalFormLooks()

  return (
    <>
      <PageHeader
        back={{ href: INVESTOR_PATHS.profile, label: term(terminology, 'profile') }}
        title={title}
        description={`Tell us about an organisation you act for (a company, a trust, a charity…). Our team checks it and links it to your account; you then see it under ${term(terminology, 'profile')}.`}
      />
      <Stack gap={8} maxW="3xl">
        <Box as="section" aria-labelledby="apply-heading" borderWidth="1px" rounded="md" bg="bg" p={4}>
          <Heading as="h2" id="apply-heading" size="md" mb={3}>
            Apply
          </Heading>
          {styles}
          <OrganisationApplyForm looks={looks} labels={{ organisationName: 'Organisation name', submit: 'Send my application' }} />
        </Box>
        <Box as="section" aria-labelledby="applications-heading">
          <Heading as="h2" id="applications-heading" size="md" mb={3}>
            Your applications
          </Heading>
          {docs.length === 0 ? (
            <EmptyState.Root borderWidth="1px" rounded="md" bg="bg" size="sm" data-testid="organisation-applications-empty">
              <EmptyState.Content>
                <EmptyState.Title>You have not applied for an organisation yet.</EmptyState.Title>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" tabIndex={0} role="region" aria-label="Your applications, scrollable">
              <Table.Root size="sm" aria-label="Your applications" data-testid="organisation-applications">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Organisation</Table.ColumnHeader>
                    <Table.ColumnHeader>Your role</Table.ColumnHeader>
                    <Table.ColumnHeader>Applied</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {docs.map((application) => (
                    <Table.Row key={application.id} data-testid="organisation-application" data-status={application.status}>
                      <Table.Cell>
                        {application.status === 'approved' && typeof application.organisation === 'number' ? (
                          <Link asChild colorPalette="brand" fontWeight="medium">
                            <NextLink href={profileRecordPath('organisation', application.organisation)}>{application.organisationName}</NextLink>
                          </Link>
                        ) : (
                          <Text fontWeight="medium">{application.organisationName}</Text>
                        )}
                        <Text textStyle="xs" color="fg.muted">
                          {[businessTypeText(application.businessType), application.registrationNumber].filter(Boolean).join(' · ')}
                        </Text>
                      </Table.Cell>
                      <Table.Cell>{memberRoleText(application.role)}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{formatDate(application.createdAt)}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={applicationStatusPalette(application.status)}>{applicationStatusText(application.status)}</Badge>
                        {application.status === 'rejected' && application.decisionReason && (
                          <Text textStyle="sm" mt={1}>
                            {application.decisionReason}
                          </Text>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Box>
      </Stack>
    </>
  )
}
