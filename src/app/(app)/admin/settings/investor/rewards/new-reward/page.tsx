import { Card } from '@chakra-ui/react'

import { guardAdminRoute } from '@/auth/page-guard'
import { REWARD_PATHS } from '@/features/rewards/reward-form'
import { RewardFormView } from '@/features/rewards/reward-form-view'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'New reward' }

export default async function NewRewardPage() {
  await guardAdminRoute(REWARD_PATHS.create)
  const back = { href: REWARD_PATHS.list, label: 'Rewards' }
  return (
    <>
      <PageHeader title="New reward" back={back} description="Reward registering, a completed profile, a referral or loyalty. A reward may never depend on investing (FCA COBS 4.12A.8R)." />
      <Card.Root>
        <Card.Body>
          <RewardFormView defaultValues={{ name: '', trigger: 'registration', value: '', amount: '', currency: 'GBP', conditions: '', description: '', active: true }} cancelHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
