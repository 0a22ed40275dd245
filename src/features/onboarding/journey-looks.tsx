import { Button } from '@chakra-ui/react'

import { kitLooks, type TKitStyle, type TLook } from '@/ui/chakra-rsc/kit-style'
import type { TAlertLooks } from '@/ui/plain/plain-controls'
import { formAlertLooks } from '@/ui/plain/plain-looks'

// The look of the journey's islands (decision 030), computed on the server: the proceed / leave
// choice (both buttons the same look: neither more prominent, PS22/10) and the forms' submit.

export type TJourneyLooks = { choice: TLook; submit: TLook; link: TLook; alert: TAlertLooks }

export function journeyLooks(): { looks: TJourneyLooks; styles: TKitStyle['styles'] } {
  const buttons = kitLooks<'choice' | 'submit' | 'link'>(
    <>
      <Button variant="outline" size="lg" minW="10rem" loading data-look="choice" />
      <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading loadingText="Sending" data-look="submit" />
      <Button variant="plain" colorPalette="brand" color="colorPalette.fg" textDecoration="underline" px={0} h="auto" fontSize="inherit" data-look="link" />
    </>,
  )
  const alert = formAlertLooks()
  return { looks: { ...buttons.looks, alert: alert.looks }, styles: [...buttons.styles, ...alert.styles] }
}
