import { Box, Button, Field, HStack, Link, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { quartersEnding } from '@/domain/reports/kpis'
import { KpiPortfolioTable } from '@/features/reports/kpi-portfolio-table'
import { chosenQuarter, kpiPortfolio, tenantKpis } from '@/features/reports/server/kpi-figures'
import { terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'
import { EmptyPanel } from '@/ui/empty-panel'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'KPI portfolio' }

const PATH = '/admin/reports/kpi-portfolio'
/** KPIs shown when none are chosen: the first twelve in the tenant's order. */
const DEFAULT_COLUMNS = 12

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * spec 2.1 /admin/reports/kpi-portfolio (spec 6 custom_kpis, funds_enabled; issue 12 §1): every
 * company × the chosen KPIs for a quarter, with the change on the quarter before and a sparkline of
 * three years; the values from one statement (kpi-figures.ts), custom KPIs computed from them.
 */
export default async function KpiPortfolioPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute(PATH)
  const params = await searchParams
  const tenant = ctx.tenant.id
  const title = term(terminologyOf(ctx.tenant), 'kpiPortfolio')
  const kpis = await tenantKpis(ctx.payload, tenant)
  const header = <PageHeader title={title} description="Your companies’ KPIs side by side for a quarter, with their trend over three years." actions={can(ctx.user.role_id, 'reports', 'index') ? <Link asChild colorPalette="brand" color="colorPalette.fg"><NextLink href="/admin/reports/kpis">KPIs by company</NextLink></Link> : undefined} />
  if (kpis.length === 0) return <>{header}<EmptyPanel title="There are no KPIs yet" description="Add KPIs under Settings › Attributes › KPIs and enter their values per company." /></>
  const asked = ([] as string[]).concat(params.kpis ?? []).flatMap((value) => value.split(',')).map(Number)
  const chosen = kpis.filter((kpi) => asked.includes(kpi.id))
  const kpiIds = (chosen.length ? chosen : kpis.slice(0, DEFAULT_COLUMNS)).map((kpi) => kpi.id)
  const period = await chosenQuarter(ctx.payload, tenant, Array.isArray(params.period) ? params.period[0] : params.period)
  const portfolio = await kpiPortfolio(ctx.payload, tenant, { kpiIds, period })
  return (
    <>
      {header}
      <Box asChild mb={6}>
        <form method="get" action={PATH} aria-label="Choose the quarter and KPIs">
          <HStack align="end" gap={4} wrap="wrap">
            <Field.Root maxW={{ md: '40' }}>
              <Field.Label>Quarter</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field name="period" defaultValue={period} bg="bg">
                  {quartersEnding(period, 12).reverse().map((quarter) => (
                    <option key={quarter} value={quarter}>
                      {quarter}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Box as="fieldset" flex="1" minW="xs">
              <Text as="legend" textStyle="sm" fontWeight="medium" mb={1}>
                KPIs
              </Text>
              <SimpleGrid columns={{ base: 2, md: 4 }} gap={1}>
                {kpis.map((kpi) => (
                  <Text as="label" key={kpi.id} textStyle="sm" display="flex" gap={2} alignItems="center">
                    <input type="checkbox" name="kpis" value={String(kpi.id)} defaultChecked={kpiIds.includes(kpi.id)} />
                    {kpi.name}
                  </Text>
                ))}
              </SimpleGrid>
            </Box>
            <Button type="submit" size="sm" colorPalette="brand">
              Show
            </Button>
          </HStack>
        </form>
      </Box>
      {portfolio.companies.length === 0 ? <EmptyPanel title="There are no companies yet" description="KPIs are reported by the companies of your funds." /> : <KpiPortfolioTable portfolio={portfolio} />}
    </>
  )
}
