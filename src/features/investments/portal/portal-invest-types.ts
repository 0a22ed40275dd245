import type { TLook } from '@/ui/chakra-rsc/kit-style'
import type { TAlertLooks } from '@/ui/plain/plain-controls'

// What the portal's investing screens (server) hand their islands: looks computed on the server and
// the little each form needs. No zod and no Chakra in the browser.

export type TFormLooks = Record<'stack' | 'field' | 'label' | 'helper' | 'errorText' | 'input' | 'selectRoot' | 'selectField' | 'selectIndicator' | 'submit' | 'secondary' | 'pressed' | 'row', TLook> & { alert: TAlertLooks }

/** One button of a PostButtons island: what it says, the body it sends, whether it is the chosen one. */
export type TPostChoice = { label: string; body: Record<string, unknown>; pressed?: boolean; /** Where to go once the server said yes (else the page refreshes). */ then?: string }

export type TInvestFormProps = {
  slug: string
  opportunityId: number
  currency: string
  /** Minor units. */
  minimum: number | null
  step: number
  left: number
  holder: string
  holderName: string
  reserve: boolean
  taxOptions: Array<{ value: string; label: string }>
  /** The version of the opportunity's investment terms the page shows, when the investor must accept them (decision 043). */
  termsVersion: number | null
  /** Made by the server for this page: a retry of the same submission replays, never invests twice. */
  idempotencyKey: string
  submitLabel: string
  looks: TFormLooks
}
