import fs from 'node:fs'
import path from 'node:path'

import { featuresOf } from '../../src/tenancy/branding'
import { FEATURE_DEFAULTS, type TFeatureKey, type TFeatures, type TPortfolioNavSetting } from '../../src/tenancy/defaults'

// The demo tenants as the seed reads them, for tests of either runner.

/** A demo tenant as tenants/<code>.json describes it (the seed's own source). */
export type TTenantSeed = {
  code: string
  name: string
  colors: { primary: string; accent: string; secondary: string }
  terms: { version: number; format: 'url' | 'text'; text: string }
  portfolioNav: TPortfolioNavSetting
  features: Partial<Record<TFeatureKey, boolean>>
}

export function tenantSeed(code: string): TTenantSeed {
  return JSON.parse(fs.readFileSync(path.resolve('tenants', `${code}.json`), 'utf8')) as TTenantSeed
}

/** The tenant's switches as the server reads them: the spec defaults, overridden by the tenant's own. */
export function tenantFeatures(code: string): TFeatures {
  return featuresOf({ features: { ...FEATURE_DEFAULTS, ...tenantSeed(code).features } })
}
