'use client'

import { Checkbox, CheckboxGroup, Field, Fieldset, SimpleGrid } from '@chakra-ui/react'
import { Controller } from 'react-hook-form'

import type { TFormField } from '@/lib/resource/define-resource'

import type { TKitForm } from './form-types'

// The kit form's `checkbox` kind (one yes/no) and `checkboxes` kind (several of a fixed list, e.g. an
// opportunity's tax reliefs: a fieldset whose legend is the field's label; the value is the list of
// checked values). A module of its own: Chakra's checkbox loads only with a form that has one.

export function CheckboxField({ field, form, message }: { field: TFormField; form: TKitForm; message?: string }) {
  return (
    <Field.Root invalid={!!message}>
      <Checkbox.Root {...form.register(field.name)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{field.label}</Checkbox.Label>
      </Checkbox.Root>
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  )
}

export function CheckboxesField({ field, form, message }: { field: Extract<TFormField, { kind: 'checkboxes' }>; form: TKitForm; message?: string }) {
  return (
    <Fieldset.Root invalid={!!message}>
      <Fieldset.Legend fontWeight="medium">{field.label}</Fieldset.Legend>
      {field.helper && <Fieldset.HelperText>{field.helper}</Fieldset.HelperText>}
      <Controller
        control={form.control}
        name={field.name}
        render={({ field: control }) => (
          <CheckboxGroup value={Array.isArray(control.value) ? (control.value as string[]) : []} onValueChange={control.onChange} name={field.name}>
            <Fieldset.Content>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap={2}>
                {field.options.map((option) => (
                  <Checkbox.Root key={option.value} value={option.value}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{option.label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            </Fieldset.Content>
          </CheckboxGroup>
        )}
      />
      <Fieldset.ErrorText>{message}</Fieldset.ErrorText>
    </Fieldset.Root>
  )
}
