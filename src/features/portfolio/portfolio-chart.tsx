import { Box, Heading, Table, Text } from '@chakra-ui/react'

import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import { TimeSeriesChart } from '@/ui/charts/time-series-chart'

type TDay = { currency: string; day: string; invested: string; paid: string }

/**
 * What the investor put in over time, per currency: invested and paid as running totals by day
 * (recharts through TimeSeriesChart, loaded as it nears the viewport), with the same figures as a table.
 */
export function PortfolioChart({ days, investedLabel, paidLabel }: { days: TDay[]; investedLabel: string; paidLabel: string }) {
  const currencies = [...new Set(days.map((day) => day.currency))]
  return (
    <Box as="section" aria-label="Invested over time" data-testid="portfolio-chart">
      {currencies.map((currency) => {
        const mine = days.filter((day) => day.currency === currency)
        return (
          <Box key={currency} mb={4}>
            <Heading as="h2" size="md" mb={2}>
              Invested over time{currencies.length > 1 ? ` (${currency})` : ''}
            </Heading>
            <TimeSeriesChart
              title={`${investedLabel} and ${paidLabel.toLowerCase()} over time in ${currency}`}
              currency={currency}
              height={240}
              data={mine.map((day) => ({ day: day.day, invested: Number(day.invested), paid: Number(day.paid) }))}
              series={[
                { name: 'invested', label: investedLabel, color: 'brand.solid' },
                { name: 'paid', label: paidLabel, color: 'green.solid' },
              ]}
            />
            <details>
              <summary>
                <Text as="span" textStyle="sm">
                  Show the figures by day
                </Text>
              </summary>
              <Table.ScrollArea mt={2}>
                <Table.Root size="sm" aria-label={`Invested by day in ${currency}`}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Day</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{investedLabel}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{paidLabel}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {mine.map((day) => (
                      <Table.Row key={day.day}>
                        <Table.Cell>{formatDate(`${day.day}T00:00:00.000Z`)}</Table.Cell>
                        <Table.Cell textAlign="end">{formatMoney(Number(day.invested), currency)}</Table.Cell>
                        <Table.Cell textAlign="end">{formatMoney(Number(day.paid), currency)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </details>
          </Box>
        )
      })}
    </Box>
  )
}
