'use client'

import { Box, Button, Field, HStack, Input, NativeSelect } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import { applySubmitError } from '@/lib/submit-errors'
import { FormAlert } from '@/ui/form-alert'

type TProps = { kind: string; noun: string; types?: { value: string; label: string }[] }

/** Adds one option to an attribute list in place (the list has no create route of its own in spec 2.1). */
export function AttributeAddForm({ kind, noun, types }: TProps) {
  const router = useRouter()
  const [name, setName] = useState('')
  const [parent, setParent] = useState(types?.[0]?.value ?? '')
  const [error, setError] = useState<string | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const inFlight = useRef(false)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (inFlight.current) return
    if (!name.trim()) return setFieldError('Enter a name')
    inFlight.current = true
    setBusy(true)
    setError(null)
    setFieldError(null)
    try {
      await apiFetch('/api/attribute-options?depth=0', { method: 'POST', body: { kind, name: name.trim(), ...(types ? { parent: Number(parent) } : {}) } })
      setName('')
      router.refresh()
    } catch (failure) {
      setError(applySubmitError(fromPayloadRestError(failure), (field, message) => (field === 'name' ? (setFieldError(message), true) : false)))
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  return (
    <Box asChild mb={6}>
      <form method="post" onSubmit={submit} noValidate aria-label={`Add ${noun}`}>
        <FormAlert status="error" message={error} />
        <HStack align="end" gap={3} wrap="wrap" mt={error ? 3 : 0}>
          <Field.Root invalid={!!fieldError} maxW={{ md: 'sm' }} required>
            <Field.Label>New {noun}</Field.Label>
            <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={80} bg="bg" />
            <Field.ErrorText>{fieldError}</Field.ErrorText>
          </Field.Root>
          {types && (
            <Field.Root maxW={{ md: '48' }}>
              <Field.Label>Type</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={parent} onChange={(event) => setParent(event.target.value)} bg="bg">
                  {types.map((type) => (
                    <option key={type.value} value={type.value}>
                      {type.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
          <Button type="submit" colorPalette="brand" loading={busy} disabled={busy}>
            Add
          </Button>
        </HStack>
      </form>
    </Box>
  )
}
