import { Card } from '@chakra-ui/react'

import { guardPage } from '@/auth/page-guard'
import { EMPTY_OPPORTUNITY_VALUES } from '@/features/investments/opportunity-form-data'
import { OpportunityFormView } from '@/features/investments/opportunity-form-view'
import { groupTitle, OPPORTUNITY_GROUPS } from '@/features/investments/opportunity-groups'
import { aiRewriteOffered } from '@/lib/ai-rewrite/rewrite-endpoint'
import { featuresOf, terminologyOf } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'
import { richTextLooks } from '@/ui/records/rich-text-looks'

export const metadata = { title: 'Create opportunity' }

export default async function NewOpportunityPage() {
  const ctx = await guardPage('/admin/investments/opportunities/new-opportunity', ['investment_opportunity_live', 'create'])
  const live = OPPORTUNITY_GROUPS.live
  // The description's editor draws Chakra's look with classes computed here.
  const editor = richTextLooks()
  return (
    <>
      {editor.styles}
      <PageHeader title="Create opportunity" back={{ href: live.listPath, label: groupTitle(live, terminologyOf(ctx.tenant)) }} />
      <Card.Root>
        <Card.Body>
          <OpportunityFormView defaultValues={EMPTY_OPPORTUNITY_VALUES} cancelHref={live.listPath} features={featuresOf(ctx.tenant)} editorLooks={editor.looks} aiRewrite={aiRewriteOffered(ctx.tenant, ctx.user.role_id)} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
