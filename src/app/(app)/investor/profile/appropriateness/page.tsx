import { Badge, Card, Heading, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { guardPage } from '@/auth/page-guard'
import { portalStepFor } from '@/collections/people/Users/portal-journey'
import { PORTAL_STEP_PATH, portalStepMessage } from '@/domain/onboarding/portal-gate'
import { AppropriatenessForm } from '@/features/onboarding/appropriateness-form'
import { journeyLooks } from '@/features/onboarding/journey-looks'
import { appropriatenessView } from '@/features/onboarding/server/appropriateness-view'
import { formatDateTime } from '@/lib/dates'
import { terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Appropriateness' }

/**
 * spec 2.3 /investor/profile/appropriateness (spec 4, decision 030): the result, or the test when it
 * is the journey's step and spec 4's plan gives questions (a retake after the 24-hour cooldown,
 * while tries are left); otherwise why not. The questions carry no correct answers.
 */
export default async function InvestorAppropriatenessPage() {
  const ctx = await guardPage('/investor/profile/appropriateness', ['investor_portal', 'show'])
  const terminology = terminologyOf(ctx.tenant)
  const step = await portalStepFor(ctx.payload, ctx.user, ctx.tenant)
  const earlier = step !== null && step !== 'appropriateness-test'
  const view = earlier ? null : await appropriatenessView(ctx.payload, ctx.tenant, ctx.user.id)
  const { looks, styles } = journeyLooks()
  return (
    <>
      <PageHeader title="Appropriateness test" />
      {styles}
      <Stack gap={5} maxW="3xl" data-testid="appropriateness" data-state={earlier ? 'earlier-step' : view?.applies ? (view.test ? 'questions' : 'waiting') : 'not-required'}>
        {earlier && step && (
          <Card.Root data-testid="portal-step-required" data-step={step}>
            <Card.Body gap={3}>
              <Text>{portalStepMessage(step, terminology)}</Text>
              <NextLink href={PORTAL_STEP_PATH[step]}>Continue</NextLink>
            </Card.Body>
          </Card.Root>
        )}
        {view && !view.applies && (
          <Card.Root>
            <Card.Body gap={2}>
              <Badge alignSelf="flex-start" colorPalette={view.passed ? 'green' : 'gray'}>
                {view.passed ? 'Passed' : 'Not required'}
              </Badge>
              <Text data-testid="appropriateness-result">{view.passed ? term(terminology, 'testSuccess') : 'Your investor account does not need the appropriateness test.'}</Text>
            </Card.Body>
          </Card.Root>
        )}
        {view?.applies && !view.test && (
          <Card.Root>
            <Card.Body gap={2}>
              {view.cooldownUntil && <Text>{term(terminology, 'testFail')}</Text>}
              <Text data-testid="appropriateness-result">{view.message}</Text>
              {view.cooldownUntil && <Text color="fg.muted">You can try again from {formatDateTime(view.cooldownUntil)}.</Text>}
              <Text color="fg.muted">
                Attempts used: {view.tries}
                {view.allowed < 9999 ? ` of ${view.allowed}` : ''}
              </Text>
            </Card.Body>
          </Card.Root>
        )}
        {view?.applies && view.test && (
          <Card.Root>
            <Card.Body gap={4}>
              <Heading as="h2" size="md">
                {view.test.title}
              </Heading>
              {view.test.intro && <Text>{view.test.intro}</Text>}
              {view.tries > 0 && <Text color="fg.muted">{`${term(terminology, 'testFail')} This is attempt ${view.tries + 1}${view.allowed < 9999 ? ` of ${view.allowed}` : ''}.`}</Text>}
              <AppropriatenessForm family={view.family} questions={view.test.questions} looks={looks} />
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
    </>
  )
}
