'use client'

import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'
import { FormAlert } from '@/ui/form-alert'

type TLineError = { line: number; column: string; reason: string }
type TAnswer = { data: { dryRun: boolean; totalRows: number; goodRows: number; imported: number; errors: TLineError[] } }

/**
 * KPI values from a CSV file (columns company, kpi, period, value): first a dry run listing every
 * line's error and nothing written, then the import of the good lines (the same check on the server).
 */
export function KpiImport() {
  const router = useRouter()
  const [csv, setCsv] = useState<string | null>(null)
  const [fileName, setFileName] = useState('')
  const [answer, setAnswer] = useState<TAnswer['data'] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const inFlight = useRef(false)

  const send = async (dryRun: boolean) => {
    if (inFlight.current || csv === null) return
    inFlight.current = true
    setBusy(true)
    setError(null)
    try {
      const { data } = await apiFetch<TAnswer>('/api/reports/kpi-values/import', { method: 'POST', body: { csv, dryRun } })
      setAnswer(data)
      if (!dryRun) router.refresh()
    } catch (failure) {
      setAnswer(null)
      setError(applySubmitError(failure, () => false))
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  return (
    <Stack gap={3}>
      <Text textStyle="sm" color="fg.muted">
        A CSV file with the columns company, kpi, period and value (e.g. “Acme Ltd, Revenue, 2025-Q3, 125000.00”). Money in the company’s currency.
      </Text>
      <HStack gap={3} wrap="wrap">
        <label>
          <Text as="span" srOnly>
            CSV file of KPI values
          </Text>
          <input
            type="file"
            accept=".csv,text/csv"
            aria-label="CSV file of KPI values"
            onChange={async (event) => {
              const file = event.target.files?.[0]
              setAnswer(null)
              setError(null)
              setFileName(file?.name ?? '')
              setCsv(file ? await file.text() : null)
            }}
          />
        </label>
        <Button size="sm" variant="outline" onClick={() => send(true)} disabled={csv === null || busy} loading={busy}>
          Check the file
        </Button>
        {answer?.dryRun && answer.goodRows > 0 && (
          <Button size="sm" colorPalette="brand" onClick={() => send(false)} disabled={busy} loading={busy}>
            Import {answer.goodRows} {answer.goodRows === 1 ? 'value' : 'values'}
          </Button>
        )}
      </HStack>
      <FormAlert status="error" message={error} />
      {answer && (
        <Box aria-live="polite">
          <FormAlert
            status={answer.errors.length ? 'error' : 'success'}
            message={
              answer.dryRun
                ? `${fileName}: ${answer.totalRows} lines, ${answer.goodRows} can be imported, ${answer.errors.length} with errors. Nothing is written yet.`
                : `Imported ${answer.imported} values. ${answer.errors.length} lines with errors were left out.`
            }
          />
          {answer.errors.length > 0 && (
            <Table.ScrollArea borderWidth="1px" rounded="md" maxH="72" mt={3}>
              <Table.Root size="sm" aria-label="Lines with errors">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Line</Table.ColumnHeader>
                    <Table.ColumnHeader>Column</Table.ColumnHeader>
                    <Table.ColumnHeader>Reason</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {answer.errors.slice(0, 500).map((row) => (
                    <Table.Row key={`${row.line}-${row.column}`}>
                      <Table.Cell>{row.line}</Table.Cell>
                      <Table.Cell>{row.column}</Table.Cell>
                      <Table.Cell>{row.reason}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Box>
      )}
    </Stack>
  )
}
