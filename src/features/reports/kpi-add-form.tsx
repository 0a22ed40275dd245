'use client'

import { Box, Button, Checkbox, Field, HStack, Input, NativeSelect } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import { applySubmitError } from '@/lib/submit-errors'
import { FormAlert } from '@/ui/form-alert'

type TOption = { value: string; label: string }
/** An existing KPI the form edits (PATCH), instead of adding one. */
export type TKpiEditing = { id: number; name: string; category: string; unit: string; higherIsBetter: boolean; formula: string; listPath: string }
type TProps = { categories: TOption[]; units: TOption[]; editing?: TKpiEditing }
type TFieldErrors = Partial<Record<'name' | 'formula' | 'category' | 'unit', string>>

/**
 * Adds one KPI in place (spec 2.1 has no create route for KPIs), or with `editing` changes one (its
 * edit page, decision 042); a formula makes it a custom KPI, checked by the server.
 */
export function KpiAddForm({ categories, units, editing }: TProps) {
  const router = useRouter()
  const [name, setName] = useState(editing?.name ?? '')
  const [category, setCategory] = useState(editing?.category ?? '')
  const [unit, setUnit] = useState(editing?.unit ?? units[0]?.value ?? 'number')
  const [higherIsBetter, setHigherIsBetter] = useState(editing?.higherIsBetter ?? true)
  const [formula, setFormula] = useState(editing?.formula ?? '')
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({})
  const [busy, setBusy] = useState(false)
  const inFlight = useRef(false)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (inFlight.current) return
    if (!name.trim()) return setFieldErrors({ name: 'Enter a name' })
    inFlight.current = true
    setBusy(true)
    setError(null)
    setFieldErrors({})
    try {
      const body = { name: name.trim(), category: category ? Number(category) : null, unit, higherIsBetter, formula: formula.trim() || null }
      if (editing) {
        await apiFetch(`/api/kpis/${editing.id}?depth=0`, { method: 'PATCH', body })
        router.push(editing.listPath)
        return
      }
      await apiFetch('/api/kpis?depth=0', { method: 'POST', body })
      setName('')
      setFormula('')
      router.refresh()
    } catch (failure) {
      const found: TFieldErrors = {}
      setError(applySubmitError(fromPayloadRestError(failure), (field, message) => (['name', 'formula', 'category', 'unit'].includes(field) ? ((found[field as keyof TFieldErrors] = message), true) : false)))
      setFieldErrors(found)
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  return (
    <Box asChild mb={6}>
      <form method="post" onSubmit={submit} noValidate aria-label={editing ? 'Edit KPI' : 'Add KPI'}>
        <FormAlert status="error" message={error} />
        <HStack align="end" gap={3} wrap="wrap" mt={error ? 3 : 0}>
          <Field.Root invalid={!!fieldErrors.name} maxW={{ md: '60' }} required>
            <Field.Label>{editing ? 'Name' : 'New KPI'}</Field.Label>
            <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={80} bg="bg" />
            <Field.ErrorText>{fieldErrors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!fieldErrors.category} maxW={{ md: '48' }}>
            <Field.Label>Category</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={category} onChange={(event) => setCategory(event.target.value)} bg="bg">
                <option value="">None</option>
                {categories.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{fieldErrors.category}</Field.ErrorText>
          </Field.Root>
          <Field.Root maxW={{ md: '40' }}>
            <Field.Label>Unit</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={unit} onChange={(event) => setUnit(event.target.value)} bg="bg">
                {units.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={!!fieldErrors.formula} maxW={{ md: 'sm' }}>
            <Field.Label>Formula (custom KPI)</Field.Label>
            <Input value={formula} onChange={(event) => setFormula(event.target.value)} maxLength={500} placeholder="{Net burn} / {Net new ARR}" bg="bg" />
            <Field.HelperText>Empty: values are entered per company.</Field.HelperText>
            <Field.ErrorText>{fieldErrors.formula}</Field.ErrorText>
          </Field.Root>
          <Checkbox.Root checked={higherIsBetter} onCheckedChange={(details) => setHigherIsBetter(details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Higher is better</Checkbox.Label>
          </Checkbox.Root>
          <Button type="submit" colorPalette="brand" loading={busy} disabled={busy}>
            {editing ? 'Save' : 'Add'}
          </Button>
        </HStack>
      </form>
    </Box>
  )
}
