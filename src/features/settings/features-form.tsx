'use client'

import { Button, Checkbox, Stack, Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'

import { apiFetch } from '@/lib/api-client'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { FEATURE_KEYS, type TFeatureKey, type TFeatures } from '@/tenancy/defaults'
import { FEATURE_DESCRIPTIONS } from '@/tenancy/feature-descriptions'
import { FormAlert } from '@/ui/form-alert'

type TValues = { switches: TFeatures }

const FIELDS = new Set<string>(FEATURE_KEYS.map((key) => `switches.${key}`))

/** The tenant's switches of spec 3, each with its sentence (POST /api/features; issue 12 §5). */
export function FeaturesForm({ features }: { features: TFeatures }) {
  const router = useRouter()
  const [saved, setSaved] = useState<string | null>(null)
  const form = useForm<TValues>({ defaultValues: { switches: features } })
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: (field: string): field is never => FIELDS.has(field),
    send: async (values) => {
      setSaved(null)
      const answer = await apiFetch<{ message: string }>('/api/features', { method: 'POST', body: { switches: values.switches } })
      setSaved(answer.message)
      router.refresh()
      return 'stay'
    },
  })
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Feature switches">
      <Stack gap={5} maxW="3xl">
        <FormAlert status="error" message={formError} />
        <FormAlert status="success" message={saved} />
        {FEATURE_KEYS.map((key: TFeatureKey) => (
          <Controller
            key={key}
            control={form.control}
            name={`switches.${key}`}
            render={({ field }) => (
              <Checkbox.Root checked={field.value} onCheckedChange={(event) => field.onChange(!!event.checked)} alignItems="flex-start" data-feature={key}>
                <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                <Checkbox.Control mt={1} />
                <Checkbox.Label>
                  <Text fontWeight="semibold">{FEATURE_DESCRIPTIONS[key].title}</Text>
                  <Text color="fg.muted" fontWeight="normal">
                    {FEATURE_DESCRIPTIONS[key].sentence}
                  </Text>
                  <Text fontSize="xs" color="fg.subtle" fontFamily="mono" fontWeight="normal">
                    {key}
                  </Text>
                </Checkbox.Label>
              </Checkbox.Root>
            )}
          />
        ))}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={busy} loadingText="Saving" disabled={busy}>
          Save switches
        </Button>
      </Stack>
    </form>
  )
}
