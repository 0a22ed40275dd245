import { Badge, Button, Card, DataList, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'
import { notFound } from 'next/navigation'

import { linkedOrganisation, signsFor } from '@/access/investor-record-links'
import { businessTypeText, memberRoleText } from '@/domain/organisations/organisations'
import { PortalStepRequired } from '@/features/onboarding/portal-step-required'
import { portfolioPage } from '@/features/portfolio/portfolio-page'
import { formatDate } from '@/lib/dates'
import { INVESTOR_PATHS } from '@/navigation/investor-navigation'
import { profileRecordPath } from '@/navigation/profile-record-paths'
import { term } from '@/tenancy/terminology'
import { PageHeader } from '@/ui/layout/page-header'

import { HolderHoldings } from './holder-holdings'
import { ProfileRecordDocuments } from './profile-record-documents'

/** A label and its value, or a dash. */
function Item({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value || '—'}</DataList.ItemValue>
    </DataList.Item>
  )
}

/**
 * spec 2.3 /investor/profile/organisation_{x} (issue 13 §8, decision 038): an organisation the investor
 * is linked to — its details, their role, and (for a director or authorised signatory, who act for it)
 * its holdings from the ledger with the portfolio's figures and columns (decision 032). Read only:
 * its file is what staff checked; changes go through them. Any other id, of this tenant or another, is a 404.
 */
export async function OrganisationPage({ id, path }: { id: number; path: string }) {
  const { ctx, step, scope, terminology } = await portfolioPage(path)
  const organisation = await linkedOrganisation(ctx.payload, scope.investorId, scope.tenantId, id)
  if (!organisation) notFound()
  if (step) return <PortalStepRequired step={step} title={organisation.name} terminology={terminology} />
  const signs = signsFor(organisation.role)
  const holder = { kind: 'organisation', id } as const

  return (
    <>
      <PageHeader
        back={{ href: INVESTOR_PATHS.profile, label: term(terminology, 'profile') }}
        title={organisation.name}
        description={businessTypeText(organisation.businessType)}
        actions={
          signs ? (
            <Button asChild variant="outline" size="sm">
              <NextLink href={profileRecordPath('organisation-documents', id)}>Documents</NextLink>
            </Button>
          ) : undefined
        }
      />
      <Stack gap={8}>
        <Card.Root>
          <Card.Body>
            <DataList.Root orientation="horizontal" data-testid="organisation-details">
              <Item label="Type" value={businessTypeText(organisation.businessType)} />
              <Item label="Registration number" value={organisation.registrationNumber} />
              <Item label="Registered address" value={organisation.address} />
              <Item label="Country" value={organisation.country} />
              <Item label="Contact email" value={organisation.contactEmail} />
              <Item label="Contact phone" value={organisation.contactPhone} />
              <Item
                label="Your role"
                value={
                  <>
                    {memberRoleText(organisation.role)}
                    {organisation.title ? ` (${organisation.title})` : ''}
                    <Badge ms={2} colorPalette={signs ? 'green' : 'gray'} data-testid="signing-authority">
                      {signs ? 'May sign and invest for it' : 'Named on its file'}
                    </Badge>
                  </>
                }
              />
              <Item label="Linked since" value={formatDate(organisation.linkedAt)} />
            </DataList.Root>
            <Text textStyle="sm" color="fg.muted" mt={4}>
              These are the details on its file with us. If anything has changed, tell us and we will update them once we have checked it.
            </Text>
          </Card.Body>
        </Card.Root>
        <HolderHoldings
          payload={ctx.payload}
          scope={scope}
          holder={holder}
          shown={signs}
          hiddenText={'Its holdings and documents are shown to its directors and authorised signatories, who act for it.'}
          emptyDescription={'You can invest for it: choose it as the investor when you invest in an opportunity.'}
          terminology={terminology}
          testIdPrefix="organisation"
        />
      </Stack>
    </>
  )
}

/**
 * spec 2.3 /investor/profile/organisation-documents_{x} (decision 038): the organisation's documents
 * shared with its signatories, and the form that sends one privately to staff. Only its directors and
 * authorised signatories (who act for it); anyone else, any other id, is a 404.
 */
export async function OrganisationDocumentsPage({ id, path }: { id: number; path: string }) {
  const { ctx, step, scope, terminology } = await portfolioPage(path)
  const organisation = await linkedOrganisation(ctx.payload, scope.investorId, scope.tenantId, id)
  if (!organisation || !signsFor(organisation.role)) notFound()
  const title = `${organisation.name}: documents`
  if (step) return <PortalStepRequired step={step} title={title} terminology={terminology} />
  return (
    <>
      <PageHeader back={{ href: profileRecordPath('organisation', id), label: organisation.name }} title={title} description="Papers we share with the people who act for it, and the documents you send us about it." />
      <ProfileRecordDocuments ctx={ctx} tenant={ctx.tenant} target={{ collection: 'organisations', id }} what={organisation.name} />
    </>
  )
}
