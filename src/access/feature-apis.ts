import type { TFeatureKey } from '@/tenancy/defaults'

// The API areas behind a tenant switch (spec 3; issue 12 §5): while the switch is off, the tenant's
// users are refused by the collections' access (whenFeature), and the REST route answers that
// refusal as a 404, as the area's pages do: for the tenant the area does not exist.

export const FEATURE_API_AREAS: Record<string, TFeatureKey> = {
  funds: 'funds_enabled',
  companies: 'funds_enabled',
  'net-asset-values': 'funds_enabled',
  valuations: 'funds_enabled',
  'share-prices': 'funds_enabled',
  'company-maturity-statuses': 'funds_enabled',
  'fund-kpis': 'funds_enabled',
  nominees: 'nominee_enabled',
  'organisation-applications': 'organisation_links_enabled',
  'market-sounding-acceptances': 'market_sounding_enabled',
  'pa-deals': 'market_sounding_enabled',
  'insider-register': 'market_sounding_enabled',
}

/** The switch an /api/<area>/… address needs, or null. */
export function featureOfApiPath(pathname: string): TFeatureKey | null {
  const area = pathname.split('/')[2] ?? ''
  return Object.hasOwn(FEATURE_API_AREAS, area) ? FEATURE_API_AREAS[area] : null
}
