import { Card, Heading, Stack, Text } from '@chakra-ui/react'
import { redirect } from 'next/navigation'

import { guardPage } from '@/auth/page-guard'
import { portalStepFor } from '@/collections/people/Users/portal-journey'
import { coolingOffLeft, PORTAL_STEP_PATH, portalStepMessage } from '@/domain/onboarding/portal-gate'
import { JourneyChoice } from '@/features/onboarding/journey-choice'
import { journeyLooks } from '@/features/onboarding/journey-looks'
import { now } from '@/lib/clock'
import { terminologyOf, toPublicBranding } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'
import { PageHeader } from '@/ui/layout/page-header'
import { RiskBannerButton } from '@/ui/shell/risk-banner-button'

export const metadata = { title: 'Before you invest' }

const hoursAndMinutes = (ms: number) => {
  const minutes = Math.ceil(ms / 60_000)
  return `${Math.floor(minutes / 60)} hours ${minutes % 60} minutes`
}

/**
 * The first-time journey's middle steps (issue 13 §1, decision 030): the personalised risk warning
 * (PS22/10's words with the investor's name, 'Take 2 mins to learn more', proceed or leave), the
 * 24-hour cooling-off with its time left, then the express choice to proceed or leave, both buttons
 * of one look. Another step open: the page sends the investor to that step's screen.
 */
export default async function InvestorJourneyPage() {
  const ctx = await guardPage('/investor/journey', ['investor_portal', 'show'])
  const step = await portalStepFor(ctx.payload, ctx.user, ctx.tenant)
  if (step === null) redirect('/investor/investments')
  if (step !== 'risk-warning' && step !== 'cooling-off' && step !== 'offer-choice') redirect(PORTAL_STEP_PATH[step] === '/investor/journey' ? '/investor' : PORTAL_STEP_PATH[step])
  const terminology = terminologyOf(ctx.tenant)
  const { looks, styles } = journeyLooks()
  const labels = { proceedLabel: term(terminology, 'journeyProceed'), leaveLabel: term(terminology, 'journeyLeave') }
  return (
    <>
      <PageHeader title="Before you invest" description={portalStepMessage(step, terminology)} />
      {styles}
      <Card.Root maxW="2xl" data-testid="journey-step" data-step={step}>
        <Card.Body>
          {step === 'risk-warning' && (
            <Stack gap={4}>
              <Heading as="h2" size="md">
                {term(terminology, 'riskWarningTitle')}
              </Heading>
              <Text fontSize="lg" data-testid="personal-risk-warning">
                {`${ctx.user.name}, this is a high-risk investment. How would you feel if you lost the money you’re about to invest? `}
                <RiskBannerButton className={looks.link.className} text={toPublicBranding(ctx.tenant).risk_warning_text}>
                  {term(terminology, 'riskWarningLearnMore')}
                </RiskBannerButton>
              </Text>
              <JourneyChoice endpoint="/api/portal-journey/risk-warning" looks={looks} {...labels} />
            </Stack>
          )}
          {step === 'cooling-off' && (
            <Stack gap={3}>
              <Heading as="h2" size="md">
                Your cooling-off period
              </Heading>
              <Text>{portalStepMessage('cooling-off', terminology)}</Text>
              <Text fontWeight="semibold" data-testid="cooling-off-left">
                {ctx.user.offers_requested_at ? `Time left: ${hoursAndMinutes(coolingOffLeft(ctx.user, now()))}.` : 'It starts when you first ask to see the investment opportunities.'}
              </Text>
              <Text color="fg.muted">You can use this time to read about the risks and decide, without pressure, whether investing is right for you.</Text>
            </Stack>
          )}
          {step === 'offer-choice' && (
            <Stack gap={4}>
              <Heading as="h2" size="md">
                Do you want to proceed?
              </Heading>
              <Text>{portalStepMessage('offer-choice', terminology)}</Text>
              <JourneyChoice endpoint="/api/portal-journey/offers" looks={looks} {...labels} />
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </>
  )
}
