import { QUESTIONNAIRE_KIND_LABEL, QUESTIONNAIRE_KINDS, QUESTIONNAIRE_TAB_SEGMENT } from '@/domain/onboarding/questionnaires'

/**
 * The three onboarding questionnaire tabs of spec 2.1 (registration-form, fact-find, risk-profile),
 * declared once for the investor's and the contact's records (decision 026): each a slot panel named
 * by its segment, filled by questionnaireSlots (questionnaire-tabs.tsx). Data only, so the resource
 * declarations (read by the list API too) load no React.
 */
export const QUESTIONNAIRE_TABS = QUESTIONNAIRE_KINDS.map((kind) => ({
  segment: QUESTIONNAIRE_TAB_SEGMENT[kind],
  label: QUESTIONNAIRE_KIND_LABEL[kind],
  panels: [{ kind: 'slot' as const, name: QUESTIONNAIRE_TAB_SEGMENT[kind] }],
}))
