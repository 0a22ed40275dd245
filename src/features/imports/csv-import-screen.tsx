'use client'

import { Alert, Box, Button, Checkbox, Field, HStack, Input, NativeSelect, Progress, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useEffect, useState } from 'react'

import type { TImportKind, TImportMapping, TRowError } from '@/domain/imports/import-fields'
import { ApiError, apiFetch } from '@/lib/api-client'

// The CSV import screen (issue 11 §12, decision 028): choose a file, match its columns to the
// fields, see the dry run's every row error (nothing is written), then import: the job runs in the
// background and this screen follows its progress, with the error report to download at the end.

type TCheck = {
  headers: string[]
  mapping: TImportMapping
  fields: Array<{ name: string; label: string; required: boolean }>
  mappingErrors: string[]
  totalRows: number
  goodRows: number
  errors: TRowError[]
}

type TJob = { id: number; status: 'queued' | 'running' | 'done' | 'failed'; goodRows: number; processedRows: number; importedRows: number; duplicateRows: number; invalidRows: number; errorCount: number; failure?: string | null }

/** "1 row has a problem and will be", "3 rows have problems and will be" (a row may have several). */
function problemRows(errors: TRowError[]) {
  const rows = new Set(errors.map((error) => error.line)).size
  return rows === 1 ? '1 row has a problem and will be' : `${rows.toLocaleString('en-GB')} rows have problems and will be`
}

/** Errors shown on the page; the rest are in the downloadable report. */
const SHOWN_ERRORS = 200

const messageOf = (error: unknown) => {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const body = error.body as { message?: string; errors?: Record<string, string[]> }
    return [body.message, ...Object.values(body.errors ?? {}).flat()].filter(Boolean).join(' ')
  }
  return 'The server did not answer. Please try again.'
}

export function CsvImportScreen({ kind, noun, listHref }: { kind: TImportKind; noun: string; listHref: string }) {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null)
  const [mapping, setMapping] = useState<TImportMapping | undefined>(undefined)
  const [check, setCheck] = useState<TCheck | null>(null)
  const [checkedMapping, setCheckedMapping] = useState<string>('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [job, setJob] = useState<TJob | null>(null)
  // Investors only, off unless chosen: a mail to every imported person is not something to do by default.
  const [sendSetPasswordMail, setSendSetPasswordMail] = useState(false)

  const runCheck = async (text: string, chosen: TImportMapping | undefined) => {
    setBusy(true)
    setError(null)
    try {
      const answer = await apiFetch<TCheck>('/api/import-jobs/check', { method: 'POST', body: { kind, csv: text, mapping: chosen } })
      setCheck(answer)
      setMapping(answer.mapping)
      setCheckedMapping(JSON.stringify(answer.mapping))
    } catch (caught) {
      setCheck(null)
      setError(messageOf(caught))
    } finally {
      setBusy(false)
    }
  }

  const chooseFile = (chosen: File | undefined) => {
    setJob(null)
    setCheck(null)
    if (!chosen) return setFile(null)
    void chosen.text().then((text) => {
      setFile({ name: chosen.name, text })
      void runCheck(text, undefined)
    })
  }

  const startImport = async () => {
    if (!file || !mapping) return
    setBusy(true)
    setError(null)
    try {
      const answer = await apiFetch<{ id: number }>('/api/import-jobs', { method: 'POST', body: { kind, csv: file.text, mapping, filename: file.name, ...(kind === 'investors' ? { sendSetPasswordMail } : {}) } })
      setJob({ id: answer.id, status: 'queued', goodRows: check?.goodRows ?? 0, processedRows: 0, importedRows: 0, duplicateRows: 0, invalidRows: 0, errorCount: 0 })
    } catch (caught) {
      setError(messageOf(caught))
    } finally {
      setBusy(false)
    }
  }

  // The job's progress, asked every second until it ends.
  const jobId = job?.id
  const jobEnded = job?.status === 'done' || job?.status === 'failed'
  useEffect(() => {
    if (jobId === undefined || jobEnded) return
    const timer = setInterval(() => {
      apiFetch<TJob>(`/api/import-jobs/${jobId}?depth=0`).then(setJob, () => undefined)
    }, 1000)
    return () => clearInterval(timer)
  }, [jobId, jobEnded])

  const mappingChanged = !!mapping && JSON.stringify(mapping) !== checkedMapping
  const canImport = !!check && !mappingChanged && check.mappingErrors.length === 0 && check.goodRows > 0 && !job

  return (
    <Stack gap={6}>
      <Field.Root>
        <Field.Label>CSV file of {noun}</Field.Label>
        <Input type="file" accept=".csv,text/csv" p={1} onChange={(event) => chooseFile(event.target.files?.[0])} disabled={busy || (!!job && !jobEnded)} />
        <Field.HelperText>The first line names the columns. At most 20,000 rows and 5 MB. Nothing is written until you press Import.</Field.HelperText>
      </Field.Root>

      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}

      {check && file && (
        <Stack gap={4} as="section" aria-label="Columns">
          <Text fontWeight="semibold">Which column holds each field?</Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            {check.fields.map((field) => (
              <Field.Root key={field.name} required={field.required}>
                <Field.Label>
                  {field.label}
                  {field.required && <Field.RequiredIndicator />}
                </Field.Label>
                <NativeSelect.Root disabled={!!job}>
                  <NativeSelect.Field
                    value={mapping?.[field.name] ?? ''}
                    onChange={(event) => {
                      const next = { ...mapping }
                      if (event.target.value) next[field.name] = event.target.value
                      else delete next[field.name]
                      setMapping(next)
                    }}
                  >
                    <option value="">— not imported —</option>
                    {check.headers.map((header) => (
                      <option key={header} value={header}>
                        {header}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            ))}
          </SimpleGrid>
          {mappingChanged && (
            <HStack>
              <Button variant="outline" onClick={() => void runCheck(file.text, mapping)} loading={busy} loadingText="Checking">
                Check the file again
              </Button>
            </HStack>
          )}
        </Stack>
      )}

      {check && !mappingChanged && (
        <Stack gap={4} as="section" aria-label="Dry run">
          {check.mappingErrors.length > 0 ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Choose the columns first</Alert.Title>
                <Alert.Description>{check.mappingErrors.join(' ')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : (
            <Alert.Root status={check.errors.length ? 'warning' : 'success'}>
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  Dry run: {check.goodRows.toLocaleString('en-GB')} of {check.totalRows.toLocaleString('en-GB')} rows can be imported
                </Alert.Title>
                <Alert.Description>{check.errors.length ? `${problemRows(check.errors)} left out: listed below. Nothing has been written yet.` : 'Every row is ready. Nothing has been written yet.'}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {check.errors.length > 0 && <RowErrors errors={check.errors} />}
          {!job && kind === 'investors' && (
            <Checkbox.Root checked={sendSetPasswordMail} onCheckedChange={(details) => setSendSetPasswordMail(details.checked === true)} disabled={!canImport}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Email each new investor a link to set their password (valid for 7 days)</Checkbox.Label>
            </Checkbox.Root>
          )}
          {!job && (
            <HStack gap={3}>
              <Button colorPalette="brand" onClick={() => void startImport()} disabled={!canImport || busy} loading={busy && !!check} loadingText="Starting">
                Import {check.goodRows.toLocaleString('en-GB')} {noun}
              </Button>
              <Button asChild variant="outline">
                <NextLink href={listHref}>Cancel</NextLink>
              </Button>
            </HStack>
          )}
        </Stack>
      )}

      {job && <JobProgress job={job} noun={noun} listHref={listHref} />}
    </Stack>
  )
}

function RowErrors({ errors }: { errors: TRowError[] }) {
  return (
    <Box overflowX="auto" maxH="96" overflowY="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" stickyHeader>
        <Table.Caption>Rows with a problem{errors.length > SHOWN_ERRORS ? ` (the first ${SHOWN_ERRORS} of ${errors.length.toLocaleString('en-GB')})` : ''}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Line</Table.ColumnHeader>
            <Table.ColumnHeader>Column</Table.ColumnHeader>
            <Table.ColumnHeader>Problem</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {errors.slice(0, SHOWN_ERRORS).map((error, index) => (
            <Table.Row key={`${error.line}-${error.column}-${index}`}>
              <Table.Cell>{error.line}</Table.Cell>
              <Table.Cell>{error.column}</Table.Cell>
              <Table.Cell>{error.reason}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  )
}

function JobProgress({ job, noun, listHref }: { job: TJob; noun: string; listHref: string }) {
  const done = job.status === 'done'
  const percent = job.goodRows ? Math.round((job.processedRows / job.goodRows) * 100) : done ? 100 : 0
  return (
    <Stack gap={3} as="section" aria-label="Import progress" aria-live="polite">
      <Progress.Root value={percent} max={100} colorPalette={job.status === 'failed' ? 'red' : 'brand'}>
        <HStack justify="space-between">
          <Progress.Label>{job.status === 'queued' ? 'Waiting to start' : job.status === 'running' ? 'Importing' : done ? 'Imported' : 'The import stopped'}</Progress.Label>
          <Progress.ValueText>{percent}%</Progress.ValueText>
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text>
        {job.importedRows.toLocaleString('en-GB')} {noun} imported
        {job.errorCount ? `, ${job.errorCount.toLocaleString('en-GB')} rows left out (${job.invalidRows.toLocaleString('en-GB')} with errors, ${job.duplicateRows.toLocaleString('en-GB')} already here)` : ''}.
      </Text>
      {job.status === 'failed' && <Text color="fg.error">{job.failure ?? 'The import failed.'} The rows imported so far stay; importing the file again adds only the rest.</Text>}
      {(done || job.status === 'failed') && (
        <HStack gap={3}>
          {job.errorCount > 0 && (
            <Button asChild variant="outline">
              <a href={`/api/import-jobs/${job.id}/errors`} download>
                Download the error report
              </a>
            </Button>
          )}
          <Button asChild colorPalette="brand">
            <NextLink href={listHref}>Back to the list</NextLink>
          </Button>
        </HStack>
      )}
    </Stack>
  )
}
