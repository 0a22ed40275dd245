import { Button, Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'

import { kitLooks, type TKitStyle, type TLook } from '@/ui/chakra-rsc/kit-style'
import type { TAlertLooks } from '@/ui/plain/plain-controls'
import { formAlertLooks } from '@/ui/plain/plain-looks'

import type { TRichTextLooks } from './rich-text-frame'
import { richTextLooks } from './rich-text-looks'

// The look of the notes, calls and tasks forms, written as the Chakra elements they draw (same
// props), computed on the server: the forms are client components that draw plain elements with
// these classes, so a record page loads none of Chakra's client code for them (kitLooks).

type TKey = 'stack' | 'field' | 'wideField' | 'label' | 'errorText' | 'input' | 'textarea' | 'selectRoot' | 'selectField' | 'selectIndicator' | 'callGrid' | 'taskGrid' | 'submit'

export type TRecordFormLooks = Record<TKey, TLook> & { alert: TAlertLooks; editor: TRichTextLooks }

export function recordFormLooks(): { looks: TRecordFormLooks; styles: TKitStyle['styles'] } {
  const form = kitLooks<TKey>(
    <Stack gap={3} data-look="stack">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3} data-look="callGrid">
        <Field.Root invalid required gridColumn={{ sm: 'span 2' }} data-look="wideField">
          <Field.Label data-look="label" />
          <Input data-look="input" />
          <Field.ErrorText data-look="errorText" />
        </Field.Root>
        <Field.Root invalid required data-look="field">
          <NativeSelect.Root data-look="selectRoot">
            <NativeSelect.Field data-look="selectField" />
            <NativeSelect.Indicator data-look="selectIndicator" />
          </NativeSelect.Root>
          <Textarea data-look="textarea" />
        </Field.Root>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={3} data-look="taskGrid" />
      <Button type="submit" alignSelf="flex-start" colorPalette="brand" size="sm" loading loadingText="Saving" data-look="submit" />
    </Stack>,
  )
  const editor = richTextLooks()
  const alert = formAlertLooks()
  return { looks: { ...form.looks, alert: alert.looks, editor: editor.looks }, styles: [...form.styles, ...editor.styles, ...alert.styles] }
}
