import { ATTRIBUTE_RESOURCES } from '@/features/attributes/attribute-resources'
import { DEALS_RESOURCE } from '@/features/deals/deal-resources'
import { PIPELINES_RESOURCE } from '@/features/deals/pipeline-resources'
import { COMPANIES_RESOURCE } from '@/features/funds/company-resources'
import { FUNDS_RESOURCE } from '@/features/funds/fund-resources'
import { OPPORTUNITY_RESOURCES } from '@/features/investments/opportunity-resources'
import type { TResourceDefinition } from '@/lib/resource/define-resource'

/** Every admin resource declared on the kit: served by one set of endpoints (export, columns, bulk delete), checked by one test (tests/unit/resources.test.ts). */
export const RESOURCES: readonly TResourceDefinition[] = [...Object.values(OPPORTUNITY_RESOURCES), DEALS_RESOURCE, PIPELINES_RESOURCE, ...Object.values(ATTRIBUTE_RESOURCES), FUNDS_RESOURCE, COMPANIES_RESOURCE]
