import { Button, Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react'

import { kitLooks, type TKitStyle, type TLook } from '@/ui/chakra-rsc/kit-style'
import type { TAlertLooks } from '@/ui/plain/plain-controls'
import { formAlertLooks } from '@/ui/plain/plain-looks'

// The look of the profile's form islands (details, identity upload; decision 037), written as the
// Chakra elements they draw and computed on the server: the islands draw plain elements with these
// classes and load none of Chakra's client code.

type TKey = 'stack' | 'grid' | 'field' | 'wideField' | 'label' | 'errorText' | 'input' | 'selectRoot' | 'selectField' | 'selectIndicator' | 'submit'

export type TProfileFormLooks = Record<TKey, TLook> & { alert: TAlertLooks }

export function profileFormLooks(): { looks: TProfileFormLooks; styles: TKitStyle['styles'] } {
  const form = kitLooks<TKey>(
    <Stack gap={4} data-look="stack">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4} data-look="grid">
        <Field.Root invalid required gridColumn={{ md: 'span 2' }} data-look="wideField">
          <Field.Label data-look="label" />
          <Input data-look="input" />
          <Field.ErrorText data-look="errorText" />
        </Field.Root>
        <Field.Root invalid required data-look="field">
          <NativeSelect.Root data-look="selectRoot">
            <NativeSelect.Field data-look="selectField" />
            <NativeSelect.Indicator data-look="selectIndicator" />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      <Button type="submit" alignSelf="flex-start" colorPalette="brand" loading loadingText="Saving" data-look="submit" />
    </Stack>,
  )
  const alert = formAlertLooks()
  return { looks: { ...form.looks, alert: alert.looks }, styles: [...form.styles, ...alert.styles] }
}
