import { Table, Text } from '@chakra-ui/react'

import { formatKpiValue } from '@/domain/reports/kpis'
import { kitLooks } from '@/ui/chakra-rsc/kit-style'

import type { TKpiPortfolio } from './server/kpi-figures'
import { Sparkline, sparklineLooks } from './sparkline'
import { percentChange, trendText, trendTone } from './trend-line'

// The KPI portfolio's table: a row per company, per chosen KPI the quarter's value, its change on
// the quarter before and a sparkline of the trend. Plain elements with Chakra's table classes
// computed once (as ui/data-table.tsx), what each cell shows said once in the caption, and the
// sparklines' looks as classes: 200 companies × 12 KPIs stay cheap to render and to send.

function looks() {
  return kitLooks<string>(
    <>
      <Table.ScrollArea data-look="scroll" borderWidth="1px" rounded="md">
        <Table.Root size="sm" data-look="table" stickyHeader>
          <Table.Caption data-look="caption" captionSide="top" textAlign="start" textStyle="sm" color="fg.muted" mt={0} mb={2} />
          <Table.Header data-look="thead">
            <Table.Row data-look="tr">
              <Table.ColumnHeader data-look="th" />
              <Table.ColumnHeader data-look="thn" textAlign="end" />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <Table.Row>
              <Table.Cell data-look="rowth" textAlign="start" fontWeight="medium" />
              <Table.Cell data-look="tdn" textAlign="end" whiteSpace="nowrap" />
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text textStyle="xs" color="fg.muted" display="block" data-look="detail" />
    </>,
  )
}

/** A value's change on the quarter before ("+1.6 %"); null without both or from zero. */
const change = (value: number | null, previous: number | null) => (value === null || previous === null ? null : percentChange(previous, value, 1))

export function KpiPortfolioTable({ portfolio }: { portfolio: TKpiPortfolio }) {
  const { looks: found, styles } = looks()
  const cls = (name: string) => found[name]?.className
  const sparks = sparklineLooks()
  const first = portfolio.quarters[0]
  return (
    <>
      {styles}
      {sparks.styles}
      <div className={cls('scroll')}>
        <table className={cls('table')} aria-label={`KPI portfolio, ${portfolio.period}`} data-testid="kpi-portfolio">
          <caption className={cls('caption')}>
            Each cell: the value in {portfolio.period}, its change on the quarter before, and its trend from {first} (the change from the first known value to the last).
          </caption>
          <thead className={cls('thead')}>
            <tr className={cls('tr')}>
              <th scope="col" className={cls('th')}>
                Company
              </th>
              {portfolio.kpis.map((kpi) => (
                <th key={kpi.id} scope="col" className={cls('thn')}>
                  {kpi.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {portfolio.companies.map((company) => (
              <tr key={company.id} className={cls('tr')}>
                <th scope="row" className={cls('rowth')}>
                  <a href={`/admin/reports/kpis?company=${company.id}&period=${portfolio.period}`}>{company.name}</a>
                </th>
                {company.cells.map((cell, index) => {
                  const kpi = portfolio.kpis[index]!
                  const moved = change(cell.value, cell.previous)
                  return (
                    <td key={cell.kpi} className={cls('tdn')}>
                      {formatKpiValue(kpi.unit, cell.value, company.currency)}
                      {moved && <span className={cls('detail')}>{moved}</span>}
                      <Sparkline values={cell.trend} label={`Trend ${trendText(cell.trend)}`} tone={trendTone(cell.trend, kpi.higherIsBetter)} look={sparks.look} />
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
