'use client'

import { TextModal, type TTextModalProps } from './text-modal'

export const TERMS_MODAL_TITLE = 'Terms & Conditions'

/** spec 2.4: the tenant's terms text in a dialog titled 'Terms & Conditions'. */
export function TermsModal(props: TTextModalProps) {
  return <TextModal {...props} title={TERMS_MODAL_TITLE} testId="terms-modal" />
}
