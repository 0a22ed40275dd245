'use client'

import { Box, Button, Field, HStack, Input, NativeSelect } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'
import { FormAlert } from '@/ui/form-alert'

type TOption = { value: string; label: string }
type TField = 'kpi' | 'period' | 'value'

/** Enters (or replaces) one KPI value of the company for a quarter; an empty value clears it. The server checks the unit and the KPI. */
export function KpiValueForm({ company, kpis, quarter, currency }: { company: number; kpis: TOption[]; quarter: string; currency: string }) {
  const router = useRouter()
  const [kpi, setKpi] = useState(kpis[0]?.value ?? '')
  const [period, setPeriod] = useState(quarter)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<TField, string>>>({})
  const [busy, setBusy] = useState(false)
  const inFlight = useRef(false)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    setBusy(true)
    setError(null)
    setSaved(null)
    setFieldErrors({})
    try {
      await apiFetch('/api/reports/kpi-values', { method: 'POST', body: { company, kpi: Number(kpi), period: period.trim().toUpperCase(), value: value.trim() === '' ? null : value.trim() } })
      setSaved(value.trim() === '' ? 'The value was cleared.' : 'The value was saved.')
      setValue('')
      router.refresh()
    } catch (failure) {
      const found: Partial<Record<TField, string>> = {}
      setError(applySubmitError(failure, (field, message) => (['kpi', 'period', 'value'].includes(field) ? ((found[field as TField] = message), true) : false)))
      setFieldErrors(found)
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  return (
    <Box asChild>
      <form method="post" onSubmit={submit} noValidate aria-label="Enter a KPI value">
        <FormAlert status="error" message={error} />
        <FormAlert status="success" message={saved} />
        <HStack align="end" gap={3} wrap="wrap" mt={error || saved ? 3 : 0}>
          <Field.Root invalid={!!fieldErrors.kpi} maxW={{ md: '60' }} required>
            <Field.Label>KPI</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={kpi} onChange={(event) => setKpi(event.target.value)} bg="bg">
                {kpis.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{fieldErrors.kpi}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!fieldErrors.period} maxW={{ md: '32' }} required>
            <Field.Label>Quarter</Field.Label>
            <Input value={period} onChange={(event) => setPeriod(event.target.value)} maxLength={7} placeholder="2025-Q3" bg="bg" />
            <Field.ErrorText>{fieldErrors.period}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!fieldErrors.value} maxW={{ md: '48' }}>
            <Field.Label>Value</Field.Label>
            <Input value={value} onChange={(event) => setValue(event.target.value)} inputMode="decimal" maxLength={30} bg="bg" />
            <Field.HelperText>Money in {currency}; a percentage as 12.5. Empty clears it.</Field.HelperText>
            <Field.ErrorText>{fieldErrors.value}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={busy} disabled={busy}>
            Save value
          </Button>
        </HStack>
      </form>
    </Box>
  )
}
