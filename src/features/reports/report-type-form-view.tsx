'use client'

import { ResourceForm, type TResourceFormProps } from '@/ui/resource/resource-form'

import { REPORT_TYPE_FORM_VIEW } from './report-type-form'

/** The kit form with the report type declaration. */
export function ReportTypeFormView(props: TResourceFormProps) {
  return <ResourceForm form={REPORT_TYPE_FORM_VIEW} {...props} />
}
