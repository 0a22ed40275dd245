import { Card } from '@chakra-ui/react'
import { notFound } from 'next/navigation'

import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { minorToMajorInput } from '@/lib/money'
import { REWARD_PATHS } from '@/features/rewards/reward-form'
import { RewardFormView } from '@/features/rewards/reward-form-view'
import { REWARDS_RESOURCE } from '@/features/rewards/reward-resources'
import { findResourceRecord } from '@/lib/resource/resource-record'
import { PageHeader } from '@/ui/layout/page-header'
import { DeleteButton } from '@/ui/resource/delete-button'

export const metadata = { title: 'Edit reward' }

export default async function EditRewardPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardAdminRoute(`${REWARD_PATHS.list}/${encodeURIComponent(id)}/edit`)
  const reward = await findResourceRecord(REWARDS_RESOURCE, { payload: ctx.payload, user: ctx.user, tenantId: ctx.tenant.id }, id, { depth: 0 })
  if (!reward) notFound()
  const back = { href: REWARD_PATHS.list, label: 'Rewards' }
  const name = String(reward.name ?? '')
  const currency = String(reward.currency ?? 'GBP')
  const defaults = {
    name,
    trigger: String(reward.trigger ?? ''),
    value: String(reward.value ?? ''),
    amount: typeof reward.amount === 'number' ? minorToMajorInput(reward.amount, currency) : '',
    currency,
    conditions: String(reward.conditions ?? ''),
    description: String(reward.description ?? ''),
    active: reward.active !== false,
  }
  return (
    <>
      <PageHeader
        title={name}
        description="Reward"
        back={back}
        actions={can(ctx.user.role_id, 'features', 'delete') && <DeleteButton apiPath={`/api/rewards/${reward.id}`} afterPath={back.href} what={`the reward “${name}”`} />}
      />
      <Card.Root>
        <Card.Body>
          <RewardFormView recordId={reward.id} defaultValues={defaults} cancelHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
