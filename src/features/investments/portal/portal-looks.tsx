import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'

import { kitLooks } from '@/ui/chakra-rsc/kit-style'
import { formAlertLooks } from '@/ui/plain/plain-looks'

import type { TFormLooks } from './portal-invest-types'

/** The looks of the portal's investing forms (server only): Chakra's field, input, select and buttons as class names. */
export function portalFormLooks(): { looks: TFormLooks; styles: ReturnType<typeof kitLooks>['styles'] } {
  const form = kitLooks<Exclude<keyof TFormLooks, 'alert'>>(
    <Stack gap={4} maxW="md" data-look="stack">
      <Field.Root invalid required data-look="field">
        <Field.Label data-look="label" />
        <Input data-look="input" />
        <NativeSelect.Root data-look="selectRoot">
          <NativeSelect.Field data-look="selectField" />
          <NativeSelect.Indicator data-look="selectIndicator" />
        </NativeSelect.Root>
        <Field.ErrorText data-look="errorText" />
      </Field.Root>
      <Text textStyle="sm" color="fg.muted" data-look="helper" />
      <Button type="submit" colorPalette="brand" loading loadingText="Sending" data-look="submit" />
      <Button variant="outline" colorPalette="brand" loading loadingText="Sending" data-look="secondary" />
      <Button variant="subtle" colorPalette="brand" loading loadingText="Sending" data-look="pressed" />
      <HStack gap={2} wrap="wrap" mt={3} data-look="row" />
    </Stack>,
  )
  const alert = formAlertLooks()
  return { looks: { ...form.looks, alert: alert.looks }, styles: [...form.styles, ...alert.styles] }
}
