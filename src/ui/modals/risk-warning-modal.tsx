'use client'

import { TextModal, type TTextModalProps } from './text-modal'

export const RISK_WARNING_MODAL_TITLE = 'Risk warning'

/** spec 2.4, 9: the tenant's risk text, opened from the risk banner's 'Take 2 mins to learn more.'. */
export function RiskWarningModal(props: TTextModalProps) {
  return <TextModal {...props} title={RISK_WARNING_MODAL_TITLE} testId="risk-warning-modal" />
}
