'use client'

import { ResourceForm, type TResourceFormProps } from '@/ui/resource/resource-form'

import { WIP_REPORT_FORM_VIEW } from './wip-report-form'

/** The kit form with the WIP report declaration. */
export function WipReportFormView(props: TResourceFormProps) {
  return <ResourceForm form={WIP_REPORT_FORM_VIEW} {...props} />
}
