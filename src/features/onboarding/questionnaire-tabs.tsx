import { QUESTIONNAIRE_KINDS, QUESTIONNAIRE_TAB_SEGMENT } from '@/domain/onboarding/questionnaires'
import type { TRow } from '@/lib/resource/define-resource'
import type { TTerminology } from '@/tenancy/terminology'
import type { TDetailContext } from '@/ui/resource/resource-detail-page'

import { QuestionnaireTab } from './questionnaire-tab'

/** The record page's slots for the three questionnaire tabs (questionnaire-tab-list.ts), for an investor (`users`) or a contact. */
export const questionnaireSlots = (ctx: TDetailContext, collection: 'users' | 'contacts', terminology: TTerminology) =>
  Object.fromEntries(QUESTIONNAIRE_KINDS.map((kind) => [QUESTIONNAIRE_TAB_SEGMENT[kind], (row: TRow) => <QuestionnaireTab ctx={ctx} subject={{ collection, id: Number(row.id) }} kind={kind} terminology={terminology} />]))
