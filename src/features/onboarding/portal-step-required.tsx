import { Button, EmptyState } from '@chakra-ui/react'
import NextLink from 'next/link'

import { PageHeader } from '@/ui/layout/page-header'

import { PORTAL_STEP_PATH, portalStepMessage, type TPortalStep } from '@/domain/onboarding/portal-gate'
import type { TTerminology } from '@/tenancy/terminology'

/** Steps done in the shell itself (the verification notice, the terms dialog): no screen to go to. */
const SHELL_STEPS: readonly TPortalStep[] = ['verify-email', 'accept-terms']

/** What a portal page shows in place of its offers while a journey step is open, with the way to the step's screen. */
export function PortalStepRequired({ step, title, terminology = {} }: { step: TPortalStep; title: string; terminology?: TTerminology }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState.Root borderWidth="1px" rounded="md" bg="bg" data-testid="portal-step-required" data-step={step}>
        <EmptyState.Content>
          <EmptyState.Title>One more step first</EmptyState.Title>
          <EmptyState.Description>{portalStepMessage(step, terminology)}</EmptyState.Description>
          {!SHELL_STEPS.includes(step) && (
            <Button asChild colorPalette="brand" mt={2}>
              <NextLink href={PORTAL_STEP_PATH[step]}>Continue</NextLink>
            </Button>
          )}
        </EmptyState.Content>
      </EmptyState.Root>
    </>
  )
}
