import { guardAdminRoute } from '@/auth/page-guard'
import { REWARDS_RESOURCE } from '@/features/rewards/reward-resources'
import { ResourceListPage } from '@/ui/resource/resource-list-page'

export const metadata = { title: 'Rewards' }

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** spec 1 rewards (decision 040: spec 2.1 names no address; an investor setting). None may depend on investing. */
export default async function RewardsPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute(REWARDS_RESOURCE.listPath)
  return <ResourceListPage resource={REWARDS_RESOURCE} ctx={ctx} searchParams={await searchParams} title="Rewards" />
}
