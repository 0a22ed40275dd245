import { Table, Text } from '@chakra-ui/react'

import { formatKpiValue } from '@/domain/reports/kpis'
import { kitLooks } from '@/ui/chakra-rsc/kit-style'

import type { TKpiPortfolio } from './server/kpi-figures'
import { Sparkline, trendTone } from './sparkline'

// The KPI portfolio's table: a row per company, per chosen KPI the quarter's value, its change on
// the quarter before and a sparkline of the trend. Plain elements with Chakra's table classes
// computed once (as ui/data-table.tsx): 200 companies × 12 KPIs stay cheap to render.

function looks() {
  return kitLooks<string>(
    <>
      <Table.ScrollArea data-look="scroll" borderWidth="1px" rounded="md">
        <Table.Root size="sm" data-look="table" stickyHeader>
          <Table.Header data-look="thead">
            <Table.Row data-look="tr">
              <Table.ColumnHeader data-look="th" />
              <Table.ColumnHeader data-look="thn" textAlign="end" />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <Table.Row>
              <Table.Cell data-look="td" />
              <Table.Cell data-look="tdn" textAlign="end" whiteSpace="nowrap" />
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text textStyle="xs" color="fg.muted" display="block" data-look="detail" />
    </>,
  )
}

const change = (value: number | null, previous: number | null) => {
  if (value === null || previous === null || previous === 0) return null
  const percent = ((value - previous) / Math.abs(previous)) * 100
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)} % on the quarter before`
}

export function KpiPortfolioTable({ portfolio }: { portfolio: TKpiPortfolio }) {
  const { looks: found, styles } = looks()
  const cls = (name: string) => found[name]?.className
  return (
    <>
      {styles}
      <div className={cls('scroll')}>
        <table className={cls('table')} aria-label={`KPI portfolio, ${portfolio.period}`} data-testid="kpi-portfolio">
          <thead className={cls('thead')}>
            <tr className={cls('tr')}>
              <th className={cls('th')}>Company</th>
              {portfolio.kpis.map((kpi) => (
                <th key={kpi.id} className={cls('thn')}>
                  {kpi.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {portfolio.companies.map((company) => (
              <tr key={company.id} className={cls('tr')}>
                <td className={cls('td')}>
                  <a href={`/admin/reports/kpis?company=${company.id}&period=${portfolio.period}`}>{company.name}</a>
                </td>
                {company.cells.map((cell, index) => {
                  const kpi = portfolio.kpis[index]!
                  const moved = change(cell.value, cell.previous)
                  return (
                    <td key={cell.kpi} className={cls('tdn')}>
                      {formatKpiValue(kpi.unit, cell.value, company.currency)}
                      {moved && <span className={cls('detail')}>{moved}</span>}
                      <Sparkline values={cell.trend} label={`${kpi.name} of ${company.name}, ${portfolio.quarters[0]} to ${portfolio.period}`} tone={trendTone(cell.trend, kpi.higherIsBetter)} />
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
