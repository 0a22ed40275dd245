import { EmptyState } from '@chakra-ui/react'

import { PageHeader } from '@/ui/layout/page-header'

import { PORTAL_STEP_MESSAGE, type TPortalStep } from '@/domain/onboarding/portal-gate'

/** What a portal page shows in place of its data while an onboarding step is open (the shell offers the step itself). */
export function PortalStepRequired({ step, title }: { step: TPortalStep; title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState.Root borderWidth="1px" rounded="md" bg="bg" data-testid="portal-step-required" data-step={step}>
        <EmptyState.Content>
          <EmptyState.Title>One more step first</EmptyState.Title>
          <EmptyState.Description>{PORTAL_STEP_MESSAGE[step]}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    </>
  )
}
