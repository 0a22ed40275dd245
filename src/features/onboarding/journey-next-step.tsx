import { Button, Card, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import type { TRequestContext } from '@/auth/request-context'
import { portalStepFor } from '@/collections/people/Users/portal-journey'
import { PORTAL_STEP_PATH, portalStepMessage } from '@/domain/onboarding/portal-gate'
import { terminologyOf } from '@/tenancy/branding'

/**
 * The investor's next journey step as a card with its link (decision 030), for the overview page
 * (/investor) to place; nothing when the journey is done or the step is done in the shell itself
 * (verification notice, terms dialog).
 */
export async function JourneyNextStep({ ctx }: { ctx: TRequestContext & { user: NonNullable<TRequestContext['user']> } }) {
  const step = await portalStepFor(ctx.payload, ctx.user, ctx.tenant)
  if (step === null || step === 'verify-email' || step === 'accept-terms') return null
  return (
    <Card.Root data-testid="journey-next-step" data-step={step} borderColor="colorPalette.solid" colorPalette="brand">
      <Card.Body gap={3}>
        <Text>{portalStepMessage(step, terminologyOf(ctx.tenant))}</Text>
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          <NextLink href={PORTAL_STEP_PATH[step]}>Continue</NextLink>
        </Button>
      </Card.Body>
    </Card.Root>
  )
}
