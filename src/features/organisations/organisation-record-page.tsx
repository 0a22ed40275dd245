import { Card, Heading, Stack, Text } from '@chakra-ui/react'

import { can } from '@/access/permissions'
import type { TRequestContext } from '@/auth/request-context'
import type { TSearchParams } from '@/lib/resource/resource-query'
import { resourceTitle, type TRow } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { recordFormLooks } from '@/ui/records/record-form-looks'
import { HolderRecordTransactions } from '@/features/investments/holder-record-transactions'
import { ResourceDetailPage, type TDetailContext } from '@/ui/resource/resource-detail-page'

import { ApplicationDecisionForms } from './application-decision-form'
import { OrganisationMembersPanel } from './organisation-members'
import { ORGANISATION_APPLICATIONS_RESOURCE, ORGANISATIONS_RESOURCE } from './organisation-resources'

type TSignedInContext = TRequestContext & { user: NonNullable<TRequestContext['user']> }

type TProps = { ctx: TSignedInContext; id: string; tab: string; searchParams?: TSearchParams }

/** An organisation's details and tabs (spec 2.1 /admin/investors/organisations/{id}/...) on the kit. */
export function OrganisationRecordPage({ ctx, id, tab, searchParams }: TProps) {
  return (
    <ResourceDetailPage
      resource={ORGANISATIONS_RESOURCE}
      ctx={ctx}
      id={id}
      tab={tab}
      searchParams={searchParams}
      back={{ href: ORGANISATIONS_RESOURCE.listPath, label: resourceTitle(ORGANISATIONS_RESOURCE, terminologyOf(ctx.tenant)) }}
      slots={{
        members: (row) => <OrganisationMembersPanel ctx={ctx} row={row} />,
        transactions: (row) => <HolderRecordTransactions ctx={ctx} record={{ kind: 'organisation', id: row.id }} holder="this organisation" testId="organisation" />,
      }}
    />
  )
}

/** The decision card of a pending application (investors update), or what was decided. */
async function DecisionPanel({ ctx, row }: { ctx: TDetailContext; row: TRow }) {
  if (row.status !== 'pending') {
    return (
      <Card.Root as="section" aria-label="Decision">
        <Card.Body>
          <Text>{row.status === 'approved' ? 'Approved: the investor is linked to the organisation above and was notified.' : 'Rejected: the investor was notified with the reason above.'}</Text>
        </Card.Body>
      </Card.Root>
    )
  }
  if (!can(ctx.user.role_id, 'investors', 'update')) {
    return (
      <Card.Root as="section" aria-label="Decision">
        <Card.Body>
          <Text color="fg.muted">Awaiting a decision by staff who may change investors.</Text>
        </Card.Body>
      </Card.Root>
    )
  }
  // The tenant's organisations (as the user reads them), a registration-number match first.
  const { docs } = await ctx.payload.find({ collection: 'organisations', sort: 'name', limit: 200, depth: 0, user: ctx.user, overrideAccess: false, select: { name: true, registrationNumber: true } })
  const registration = typeof row.registrationNumber === 'string' ? row.registrationNumber.trim().toLowerCase() : ''
  const match = registration ? docs.find((doc) => (doc.registrationNumber ?? '').trim().toLowerCase() === registration) : undefined
  const options = docs.map((doc) => ({ value: String(doc.id), label: doc.registrationNumber ? `${doc.name} (${doc.registrationNumber})` : doc.name }))
  const looks = recordFormLooks()
  return (
    <Card.Root as="section" aria-label="Decision">
      <Card.Header>
        <Heading as="h2" size="md">
          Decide
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {match ? `${match.name} has the same registration number.` : 'No organisation of yours has this registration number.'} The investor is notified either way.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap={3}>
          {looks.styles}
          <ApplicationDecisionForms applicationId={row.id} organisations={options} suggested={match ? String(match.id) : 'new'} looks={looks.looks} />
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}

/** An organisation application (spec 2.1 /admin/investors/organisation-applications/{id}/details). */
export function OrganisationApplicationPage({ ctx, id }: { ctx: TSignedInContext; id: string }) {
  return (
    <ResourceDetailPage
      resource={ORGANISATION_APPLICATIONS_RESOURCE}
      ctx={ctx}
      id={id}
      tab="details"
      back={{ href: ORGANISATION_APPLICATIONS_RESOURCE.listPath, label: 'Organisation applications' }}
      slots={{ decision: (row) => <DecisionPanel ctx={ctx} row={row} /> }}
    />
  )
}
