import type { TLook } from '@/ui/chakra-rsc/kit-style'
import type { TAlertLooks } from '@/ui/plain/plain-controls'

// What the pre-emption tab (pre-emption-tab.tsx, on the server) hands its islands: looks computed
// on the server, and the little each form needs to know.

export type TResponseRowLooks = Record<'row' | 'selectRoot' | 'selectField' | 'selectIndicator' | 'input' | 'submit' | 'errorText', TLook>

/** One holder's row as its response form needs it. */
export type TResponseFormRow = { roundId: number; holderKind: 'investor' | 'fund' | 'tenant'; holderId: number; holderName: string; entitlement: string; code: number; shares: string }

export type TOpenRoundFormLooks = Record<'stack' | 'grid' | 'field' | 'wideField' | 'label' | 'helper' | 'errorText' | 'input' | 'submit', TLook> & { alert: TAlertLooks }

/** The subject (an opportunity or a company) the round is opened on, and the form's first values. */
export type TOpenRoundDefaults = { subject: { kind: 'opportunity' | 'company'; id: number }; currency: string; sharePrice: string; deadline: string }

/** A closed round whose shares taken up may be allotted (decision 025). */
export type TAllotRoundContext = { roundId: number; sharesTaken: string; amountTaken: string; oversubscribed: boolean; looks: TLook }

export type TCloseRoundContext = { roundId: number; deadline: string; early: boolean; awaiting: number; looks: TLook }
