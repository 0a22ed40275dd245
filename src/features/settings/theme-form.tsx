'use client'

import { Box, Button, Field, Flex, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'

import { apiFetch } from '@/lib/api-client'
import type { TFormOption } from '@/lib/resource/define-resource'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { contrastChecks, WCAG_AA_NORMAL_TEXT } from '@/tenancy/contrast'
import { THEME_COLOR_KEYS, THEME_COLOR_PATTERN, type TThemeColorKey, type TThemeColors } from '@/tenancy/defaults'
import { FormAlert } from '@/ui/form-alert'
import { ImageField } from '@/ui/resource/form-fields/image-field'

// The branding screen's form (issue 12 §5, /admin/settings/account/branding): colours with a live
// preview and the WCAG AA contrast check (refused here and by the server), page title, and the
// uploaded logo, light logo and favicon. Saved through POST /api/branding (spec 7).

const COLOR_LABEL: Record<TThemeColorKey, string> = {
  primary: 'Primary (navigation and headers)',
  accent: 'Accent (buttons and links)',
  secondary: 'Secondary (highlights)',
  background: 'Page background',
  text: 'Page text',
}

const IMAGE_FIELDS = [
  { name: 'logo', label: 'Logo', helper: 'Shown on light backgrounds: the sign-in page.' },
  { name: 'logoLight', label: 'Light logo', helper: 'Shown on dark backgrounds: the navigation bar.' },
  { name: 'favicon', label: 'Favicon', helper: 'The browser tab’s icon: a square PNG of 64×64 pixels or more.' },
] as const

type TImageName = (typeof IMAGE_FIELDS)[number]['name']
type TValues = { colors: TThemeColors; pageTitle: string } & Record<TImageName, TFormOption | null>

type TProps = {
  tenantName: string
  colors: TThemeColors
  pageTitle: string
  /** The current uploaded images (id and where the public may see them). */
  images: Record<TImageName, { id: number; url: string } | null>
  isCustomBranding: boolean
}

const FIELDS = new Set<string>(['pageTitle', 'logo', 'logoLight', 'favicon', ...THEME_COLOR_KEYS.map((key) => `colors.${key}`)])

export function ThemeForm({ tenantName, colors, pageTitle, images, isCustomBranding }: TProps) {
  const router = useRouter()
  const [saved, setSaved] = useState<string | null>(null)
  const [custom, setCustom] = useState(isCustomBranding)
  const form = useForm<TValues>({
    defaultValues: {
      colors,
      pageTitle,
      ...(Object.fromEntries(IMAGE_FIELDS.map(({ name, label }) => [name, images[name] ? { value: String(images[name]!.id), label: `Current ${label.toLowerCase()}` } : null])) as Record<TImageName, TFormOption | null>),
    },
  })
  const watched = form.watch('colors')
  // The preview and the check use what is typed, while it is a whole colour.
  const live = Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, THEME_COLOR_PATTERN.test(watched?.[key] ?? '') ? watched[key] : colors[key]])) as TThemeColors
  const checks = contrastChecks(live)
  const failing = checks.filter((check) => !check.passes)

  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: (field: string): field is never => FIELDS.has(field),
    send: async (values) => {
      setSaved(null)
      const body = {
        colors: values.colors,
        pageTitle: values.pageTitle,
        ...Object.fromEntries(IMAGE_FIELDS.map(({ name }) => [name, values[name] ? Number(values[name]!.value) : null])),
        ...(custom ? { _method: 'PATCH' } : {}),
      }
      await apiFetch('/api/branding', { method: 'POST', body })
      setCustom(true)
      setSaved('Saved. Every page of the tenant wears the new branding from the next page you open.')
      router.refresh()
      return 'stay'
    },
  })
  const errors = form.formState.errors

  const previewUrl = (name: TImageName) => (value: TFormOption) => (images[name] && String(images[name]!.id) === value.value ? images[name]!.url : `/api/images/${value.value}/file`)

  return (
    <form
      method="post"
      noValidate
      aria-label="Branding"
      onSubmit={(event) => {
        // Refused before sending, as the server would refuse it.
        if (failing.length > 0) {
          event.preventDefault()
          for (const check of failing) for (const key of check.blame) form.setError(`colors.${key}`, { message: `${check.label} has a contrast of ${check.ratio.toFixed(2)}:1; WCAG AA needs at least ${WCAG_AA_NORMAL_TEXT}:1.` })
          return
        }
        void onSubmit(event)
      }}
    >
      <Stack gap={8}>
        <FormAlert status="error" message={formError} />
        <FormAlert status="success" message={saved} />

        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={8}>
          <Stack gap={4} as="fieldset">
            <Text as="legend" fontWeight="semibold" mb={2}>
              Colours
            </Text>
            {THEME_COLOR_KEYS.map((key) => {
              const error = errors.colors?.[key]?.message
              return (
                <Controller
                  key={key}
                  control={form.control}
                  name={`colors.${key}`}
                  rules={{ validate: (value) => THEME_COLOR_PATTERN.test(value) || 'Use a colour like #1f6feb' }}
                  render={({ field }) => (
                    <Field.Root invalid={!!error}>
                      <Field.Label>{COLOR_LABEL[key]}</Field.Label>
                      <HStack gap={2}>
                        <input
                          type="color"
                          aria-label={`${COLOR_LABEL[key]}: picker`}
                          value={THEME_COLOR_PATTERN.test(field.value) ? field.value : live[key]}
                          onChange={(event) => {
                            field.onChange(event.target.value)
                            form.clearErrors('colors')
                          }}
                          style={{ width: 44, height: 36, border: 'none', background: 'none', padding: 0 }}
                        />
                        <Input
                          name={field.name}
                          value={field.value}
                          maxLength={7}
                          w="32"
                          fontFamily="mono"
                          onBlur={field.onBlur}
                          onChange={(event) => {
                            field.onChange(event.target.value.trim())
                            form.clearErrors('colors')
                          }}
                        />
                      </HStack>
                      <Field.ErrorText>{error}</Field.ErrorText>
                    </Field.Root>
                  )}
                />
              )
            })}
          </Stack>

          <Stack gap={4}>
            <Text fontWeight="semibold" id="branding-preview-title">
              Preview
            </Text>
            <Box aria-labelledby="branding-preview-title" data-testid="branding-preview" borderWidth="1px" rounded="l2" overflow="hidden" style={{ background: live.background, color: live.text }}>
              <Flex px={4} py={3} align="center" justify="space-between" style={{ background: live.primary, color: '#ffffff', borderBottom: `3px solid ${live.secondary}` }}>
                <Text fontWeight="bold">{form.watch('pageTitle') || tenantName}</Text>
                <Text fontSize="sm">Overview · Investments · Investors</Text>
              </Flex>
              <Stack p={4} gap={3}>
                <Text>Page text on the page background: your investors read most things like this.</Text>
                <Box as="span" alignSelf="flex-start" px={4} py={2} rounded="l2" fontWeight="semibold" style={{ background: `color-mix(in srgb, ${live.accent} 85%, black)`, color: '#ffffff' }}>
                  A button
                </Box>
              </Stack>
            </Box>
            <Stack as="ul" gap={1} aria-label="Contrast checks (WCAG AA)" data-testid="contrast-checks" listStyleType="none">
              {checks.map((check) => (
                <Text as="li" key={check.label} fontSize="sm" color={check.passes ? 'fg.success' : 'fg.error'} data-passes={check.passes}>
                  {check.passes ? '✓' : '✗'} {check.label}: {check.ratio.toFixed(2)}:1 {check.passes ? '(passes AA)' : `(under AA: needs ${WCAG_AA_NORMAL_TEXT}:1)`}
                </Text>
              ))}
            </Stack>
          </Stack>
        </SimpleGrid>

        <Field.Root invalid={!!errors.pageTitle} maxW="xl">
          <Field.Label>Page title</Field.Label>
          <Input maxLength={120} placeholder={tenantName} defaultValue={pageTitle} {...form.register('pageTitle')} />
          <Field.HelperText>Shown in the browser tab after each page’s name. Blank: {tenantName}.</Field.HelperText>
          <Field.ErrorText>{errors.pageTitle?.message}</Field.ErrorText>
        </Field.Root>

        <SimpleGrid columns={{ base: 1, md: 3 }} gap={6}>
          {IMAGE_FIELDS.map(({ name, label, helper }) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <Field.Root invalid={!!errors[name]}>
                  <Field.Label htmlFor={`branding-${name}`}>{label}</Field.Label>
                  <ImageField
                    id={`branding-${name}`}
                    label={label}
                    value={field.value}
                    previewUrl={previewUrl(name)}
                    onChange={(value) => {
                      field.onChange(value)
                      form.clearErrors(name)
                    }}
                    onError={(message) => (message ? form.setError(name, { message }) : form.clearErrors(name))}
                    invalid={!!errors[name]}
                  />
                  <Field.HelperText>{helper}</Field.HelperText>
                  <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
                </Field.Root>
              )}
            />
          ))}
        </SimpleGrid>

        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={busy} loadingText="Saving" disabled={busy}>
          Save branding
        </Button>
      </Stack>
    </form>
  )
}
