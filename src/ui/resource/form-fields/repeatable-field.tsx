'use client'

import { Box, Button, Field, Fieldset, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react'
import { useId } from 'react'
import { get, useFieldArray } from 'react-hook-form'

import type { TFormField, TFormSubField } from '@/lib/resource/define-resource'

import type { TKitForm } from './form-types'
import { ImageInput } from './image-field'

// The kit form's repeatable group (issue 9 §2): ordered rows of a few sub-fields (an opportunity's
// key points, key dates, team members, gallery), a Payload array field on the server. Rows are
// added, removed and moved; each row's errors (from the schema or the server, path
// `${group}.${index}.${field}`) show under their sub-field.

type TRepeatableField = Extract<TFormField, { kind: 'repeatable' }>

export type TFormRow = { id?: string | null } & Record<string, unknown>

type TForm = TKitForm

/** An empty row of the group: '' for text and dates, null for an image. */
export const emptyRow = (field: TRepeatableField): TFormRow => Object.fromEntries(field.fields.map((sub) => [sub.name, sub.kind === 'image' ? null : '']))

function SubField({ form, group, index, sub, itemLabel }: { form: TForm; group: string; index: number; sub: TFormSubField; itemLabel: string }) {
  const id = useId()
  const path = `${group}.${index}.${sub.name}`
  const error = (get(form.formState.errors, path) as { message?: string } | undefined)?.message
  const errorId = `${id}-error`
  const label = sub.label
  // Every row has the same labels: the accessible name says which row ('Key point 2: Text').
  const name = `${itemLabel} ${index + 1}: ${label}`
  return (
    <Field.Root invalid={!!error} required={sub.required} gridColumn={sub.wide || sub.kind === 'textarea' ? { md: 'span 2' } : undefined}>
      <Field.Label htmlFor={id}>
        {label} {sub.required && <Field.RequiredIndicator />}
      </Field.Label>
      {sub.kind === 'image' ? (
        <ImageInput form={form} name={path} id={id} label={label} invalid={!!error} describedBy={error ? errorId : undefined} />
      ) : sub.kind === 'textarea' ? (
        <Textarea id={id} rows={3} {...form.register(path)} aria-label={name} />
      ) : sub.kind === 'date' ? (
        <Input id={id} type="date" {...form.register(path)} aria-label={name} />
      ) : (
        <Input id={id} {...form.register(path)} aria-label={name} />
      )}
      {sub.helper && <Field.HelperText>{sub.helper}</Field.HelperText>}
      <Field.ErrorText id={errorId}>{error}</Field.ErrorText>
    </Field.Root>
  )
}

/** The group as a fieldset: its label as the legend, its rows, its own error (e.g. too many rows). */
export function RepeatableField({ field, form, message }: { field: TRepeatableField; form: TForm; message?: string }) {
  return (
    <Fieldset.Root invalid={!!message}>
      <Fieldset.Legend fontWeight="medium">{field.label}</Fieldset.Legend>
      {field.helper && <Fieldset.HelperText>{field.helper}</Fieldset.HelperText>}
      <Rows field={field} form={form} />
    </Fieldset.Root>
  )
}

function Rows({ field, form }: { field: TRepeatableField; form: TForm }) {
  const { fields: rows, append, remove, move } = useFieldArray({ control: form.control, name: field.name as never, keyName: '_key' as never })
  const groupError = (get(form.formState.errors, field.name) as { message?: string; root?: { message?: string } } | undefined) ?? undefined
  const message = groupError?.message ?? groupError?.root?.message
  const noun = field.itemLabel.toLowerCase()
  const full = field.max !== undefined && rows.length >= field.max
  return (
    <Stack gap={3} w="full">
      {rows.length === 0 && (
        <Text color="fg.muted" fontSize="sm">
          No {noun}s yet.
        </Text>
      )}
      <Stack as="ol" gap={3} listStyleType="none">
        {rows.map((row, index) => (
          <Box as="li" key={(row as unknown as { _key: string })._key} borderWidth="1px" rounded="l2" p={{ base: 3, md: 4 }}>
            <Stack as="fieldset" gap={3}>
              <HStack as="legend" justify="space-between" w="full" wrap="wrap" gap={2} mb={1}>
                <Text fontWeight="semibold">
                  {field.itemLabel} {index + 1}
                </Text>
                <HStack gap={1} wrap="wrap">
                  <Button type="button" size="xs" variant="ghost" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move ${noun} ${index + 1} up`}>
                    Up
                  </Button>
                  <Button type="button" size="xs" variant="ghost" disabled={index === rows.length - 1} onClick={() => move(index, index + 1)} aria-label={`Move ${noun} ${index + 1} down`}>
                    Down
                  </Button>
                  <Button type="button" size="xs" variant="ghost" colorPalette="red" onClick={() => remove(index)} aria-label={`Remove ${noun} ${index + 1}`}>
                    Remove
                  </Button>
                </HStack>
              </HStack>
              <SimpleGrid columns={{ base: 1, md: field.fields.length > 1 ? 2 : 1 }} gap={3}>
                {field.fields.map((sub) => (
                  <SubField key={sub.name} form={form} group={field.name} index={index} sub={sub} itemLabel={field.itemLabel} />
                ))}
              </SimpleGrid>
            </Stack>
          </Box>
        ))}
      </Stack>
      {message && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {message}
        </Text>
      )}
      <Box>
        <Button type="button" size="sm" variant="outline" disabled={full} onClick={() => append(emptyRow(field) as never)}>
          Add {noun}
        </Button>
        {full && (
          <Text as="span" ms={3} fontSize="sm" color="fg.muted">
            At most {field.max}.
          </Text>
        )}
      </Box>
    </Stack>
  )
}
