'use client'

import { ResourceForm, type TResourceFormProps } from '@/ui/resource/resource-form'

import { UPDATE_REPORT_FORM_VIEW } from './update-report-form'

/** The kit form with the update report declaration. */
export function UpdateReportFormView(props: TResourceFormProps) {
  return <ResourceForm form={UPDATE_REPORT_FORM_VIEW} {...props} />
}
