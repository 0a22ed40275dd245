import { Badge, Card, DataList, Heading, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { guardPage } from '@/auth/page-guard'
import { portalStepFor } from '@/collections/people/Users/portal-journey'
import { CATEGORISATION_STATUS_LABEL, currentCategorisation, INVESTOR_CATEGORIES, INVESTOR_CATEGORY_LABEL, type TCategorisationStatus, type TInvestorCategory } from '@/domain/investors/categorisation'
import { CATEGORY_STATEMENTS, CATEGORY_SUMMARY } from '@/domain/investors/categorisation-statements'
import { PORTAL_STEP_PATH, portalStepMessage } from '@/domain/onboarding/portal-gate'
import { currentExemption, EXEMPTION_LABEL, type TExemptionArticle } from '@/domain/investors/promotion-exemptions'
import { CategorisationForm } from '@/features/onboarding/categorisation-form'
import { ExemptionForm } from '@/features/onboarding/exemption-form'
import { journeyLooks } from '@/features/onboarding/journey-looks'
import { formatDate } from '@/lib/dates'
import { now } from '@/lib/clock'
import { featuresOf, terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Investor type' }

/**
 * spec 2.3 /investor/profile/type: the investor's client categorisation (COBS 4.12A, decision 030):
 * the one in force (or waiting for approval), and the declaration form when one is due (none yet,
 * expired after 12 months, rejected) or to renew it early.
 */
export default async function InvestorProfileTypePage() {
  const ctx = await guardPage('/investor/profile/type', ['investor_portal', 'show'])
  const terminology = terminologyOf(ctx.tenant)
  // financial_promotion_exceptions_enabled (decision 043): the FPO exemption statements beside the COBS 4.12A declarations.
  const exemptionsOn = featuresOf(ctx.tenant).financial_promotion_exceptions_enabled
  const [step, { docs }, exemptions] = await Promise.all([
    portalStepFor(ctx.payload, ctx.user, ctx.tenant),
    ctx.payload.find({ collection: 'investor-categorisations', where: { investor: { equals: ctx.user.id } }, sort: '-declaredAt', limit: 20, depth: 0, overrideAccess: false, user: ctx.user }),
    exemptionsOn ? ctx.payload.find({ collection: 'promotion-exemptions', where: { investor: { equals: ctx.user.id } }, sort: '-declaredAt', limit: 20, depth: 0, overrideAccess: false, user: ctx.user }).then((found) => found.docs) : Promise.resolve([]),
  ])
  const exemption = currentExemption(exemptions, now())
  const inForce = currentCategorisation(docs, now())
  const latest = docs[0] ?? null
  const pending = latest?.status === 'pending' ? latest : null
  const rejected = latest?.status === 'rejected' ? latest : null
  const mayDeclare = step !== 'verify-email' && step !== 'accept-terms' && step !== 'categorisation-pending'
  const { looks, styles } = journeyLooks()
  const categories = INVESTOR_CATEGORIES.map((value: TInvestorCategory) => ({ value, label: INVESTOR_CATEGORY_LABEL[value], summary: CATEGORY_SUMMARY[value], statements: CATEGORY_STATEMENTS[value] }))
  return (
    <>
      <PageHeader title={term(terminology, 'investorCategoryName')} description="The FCA asks us to know which type of investor you are before we show you investment opportunities. Your declaration lasts 12 months." />
      {styles}
      <Stack gap={5} maxW="3xl">
        {(step === 'categorise' || step === 'categorisation-pending') && (
          <Text data-testid="portal-step-required" data-step={step}>
            {portalStepMessage(step, terminology)}
          </Text>
        )}
        {(inForce || pending || rejected) && (
          <Card.Root data-testid="categorisation-current">
            <Card.Body>
              <DataList.Root orientation="horizontal">
                {[inForce, pending, rejected].filter((row) => row !== null).map((row) => (
                  <DataList.Item key={row!.id}>
                    <DataList.ItemLabel>{INVESTOR_CATEGORY_LABEL[row!.category as TInvestorCategory]}</DataList.ItemLabel>
                    <DataList.ItemValue>
                      <Badge colorPalette={row!.status === 'approved' ? 'green' : row!.status === 'pending' ? 'orange' : 'red'}>{row === inForce ? 'In force' : CATEGORISATION_STATUS_LABEL[row!.status as TCategorisationStatus]}</Badge>
                      &nbsp;declared {formatDate(row!.declaredAt)}
                      {row === inForce ? `, renew by ${formatDate(row!.expiresAt)}` : ''}
                      {row!.status === 'rejected' && row!.decisionReason ? `: ${row!.decisionReason}` : ''}
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Card.Body>
          </Card.Root>
        )}
        {mayDeclare && (
          <Card.Root>
            <Card.Body gap={4}>
              <Heading as="h2" size="md">
                {inForce ? 'Renew or change your declaration' : 'Make your declaration'}
              </Heading>
              <CategorisationForm categories={categories} looks={looks} />
            </Card.Body>
          </Card.Root>
        )}
        {exemptionsOn && step !== 'verify-email' && step !== 'accept-terms' && (
          <Card.Root data-testid="promotion-exemption">
            <Card.Body gap={4}>
              <Heading as="h2" size="md">
                Financial promotion exemption
              </Heading>
              <Text>
                {exemption
                  ? `In force: ${EXEMPTION_LABEL[exemption.article as TExemptionArticle]}, signed ${formatDate(exemption.declaredAt)}, valid until ${formatDate(exemption.expiresAt)}.`
                  : 'If you are a certified high net worth individual or a certified or self-certified sophisticated investor, you may sign the statement the law asks for. It lets us send you promotions of unlisted investments; it does not replace the declaration above. A statement lasts 12 months.'}
              </Text>
              <ExemptionForm looks={looks} />
            </Card.Body>
          </Card.Root>
        )}
        {step !== null && step !== 'categorise' && step !== 'categorisation-pending' && step !== 'verify-email' && step !== 'accept-terms' && (
          <Text>
            Next: <NextLink href={PORTAL_STEP_PATH[step]}>{portalStepMessage(step, terminology)}</NextLink>
          </Text>
        )}
      </Stack>
    </>
  )
}
