import type { TPreEmptionHolderKind } from '@/domain/investments/pre-emption'
import type { TLook } from '@/ui/chakra-rsc/kit-style'
import type { TAlertLooks } from '@/ui/plain/plain-controls'

// What the pre-emption tab (pre-emption-tab.tsx, on the server) hands its islands: looks computed
// on the server, and the little each form needs to know.

export type TResponseRowLooks = Record<'row' | 'selectRoot' | 'selectField' | 'selectIndicator' | 'input' | 'submit' | 'errorText', TLook>

/** One holder's row as its response form needs it: the holder as (kind, id), any kind a round offers to. */
export type TResponseFormRow = { roundId: number; holderKind: TPreEmptionHolderKind; holderId: number; holderName: string; entitlement: string; code: number; shares: string }

export type TOpenRoundFormLooks = Record<'stack' | 'grid' | 'field' | 'wideField' | 'label' | 'helper' | 'errorText' | 'input' | 'submit', TLook> & { alert: TAlertLooks }

/** The subject (an opportunity or a company) the round is opened on, and the form's first values. */
export type TOpenRoundDefaults = { subject: { kind: 'opportunity' | 'company'; id: number }; currency: string; sharePrice: string; deadline: string }

/** A closed round whose shares taken up may be allotted (decision 025). */
/** `company`: a company's round, whose allotment records paid company investments (decision 015). */
export type TAllotRoundContext = { roundId: number; subjectKind: 'opportunity' | 'company'; sharesTaken: string; amountTaken: string; oversubscribed: boolean; looks: TLook }

export type TCloseRoundContext = { roundId: number; deadline: string; early: boolean; awaiting: number; looks: TLook }
