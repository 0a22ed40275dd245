import { Badge, Button, Card, DataList, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'
import { notFound } from 'next/navigation'

import { linkedMethodAccount, type TLinkedMethodAccount } from '@/access/investor-record-links'
import { entityStatusPalette, entityStatusText, methodKindText } from '@/domain/investment-methods/investment-methods'
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

/** "Hargreaves Lansdown SIPP · HL-10442": how the account is named in the portal (the portfolio's holder name). */
export const methodAccountName = (account: Pick<TLinkedMethodAccount, 'method' | 'accountReference'>) => [account.method.name, account.accountReference].filter(Boolean).join(' · ')

/**
 * spec 2.3 /investor/profile/investmentmethod_{x} (issue 13 §8, decision 038), x an investment method
 * account (decision 022's entity) the investor leads or is an associate of: the wrapper, its provider,
 * the account's reference and status, who holds it, and — for its lead, for whom it is held (decision
 * 032) — its holdings from the ledger. Read only (the provider's paperwork is staff's). Any other id is a 404.
 */
export async function MethodAccountPage({ id, path }: { id: number; path: string }) {
  const { ctx, step, scope, terminology } = await portfolioPage(path)
  const account = await linkedMethodAccount(ctx.payload, scope.investorId, scope.tenantId, id)
  if (!account) notFound()
  const name = methodAccountName(account)
  if (step) return <PortalStepRequired step={step} title={name} terminology={terminology} />
  const holder = { kind: 'method_entity', id } as const

  return (
    <>
      <PageHeader
        back={{ href: INVESTOR_PATHS.profile, label: term(terminology, 'profile') }}
        title={name}
        description={`${term(terminology, 'altInvestmentMethods')}: ${methodKindText(account.method.kind)}`}
        actions={
          <Button asChild variant="outline" size="sm">
            <NextLink href={profileRecordPath('investmentmethod-documents', id)}>Documents</NextLink>
          </Button>
        }
      />
      <Stack gap={8}>
        <Card.Root>
          <Card.Body>
            <DataList.Root orientation="horizontal" data-testid="method-account-details">
              <Item label="Method" value={account.method.name} />
              <Item label="Kind" value={methodKindText(account.method.kind)} />
              <Item label="Provider" value={account.method.provider} />
              <Item label="Scheme reference" value={account.method.reference} />
              <Item label="Account reference" value={account.accountReference} />
              <Item
                label="Status"
                value={
                  <Badge colorPalette={entityStatusPalette(account.status)} data-testid="method-account-status">
                    {entityStatusText(account.status)}
                  </Badge>
                }
              />
              <Item label="Opened" value={account.openedAt ? formatDate(account.openedAt) : null} />
              <Item label="Held for" value={account.leads ? 'You' : account.leadName} />
              <Item label="With" value={account.associateNames.join(', ')} />
            </DataList.Root>
            <Text textStyle="sm" color="fg.muted" mt={4}>
              The account is opened and kept with its provider; if anything here has changed, tell us and we will update it once we have checked it.
            </Text>
          </Card.Body>
        </Card.Root>
        <HolderHoldings
          payload={ctx.payload}
          scope={scope}
          holder={holder}
          shown={!!account.leads}
          hiddenText={`Its holdings are shown to ${account.leadName}, for whom the account is held.`}
          emptyDescription={account.status === 'active' ? 'You can invest through it: choose it as the investor when you invest in an opportunity.' : 'Once the provider has opened it, you can invest through it.'}
          terminology={terminology}
          testIdPrefix="method"
        />
      </Stack>
    </>
  )
}

/**
 * spec 2.3 /investor/profile/investmentmethod-documents_{x} (decision 038): the method's documents
 * shared with its account holders, and the form that sends one privately to staff (filed on the
 * method's record, with the investor as uploader). Lead or associate of the account; else a 404.
 */
export async function MethodAccountDocumentsPage({ id, path }: { id: number; path: string }) {
  const { ctx, step, scope, terminology } = await portfolioPage(path)
  const account = await linkedMethodAccount(ctx.payload, scope.investorId, scope.tenantId, id)
  if (!account) notFound()
  const name = methodAccountName(account)
  const title = `${name}: documents`
  if (step) return <PortalStepRequired step={step} title={title} terminology={terminology} />
  return (
    <>
      <PageHeader back={{ href: profileRecordPath('investmentmethod', id), label: name }} title={title} description={`Papers about ${account.method.name} we share with its account holders, and the documents you send us about your account.`} />
      <ProfileRecordDocuments ctx={ctx} tenant={ctx.tenant} target={{ collection: 'investment-methods', id: account.method.id }} what={name} />
    </>
  )
}
