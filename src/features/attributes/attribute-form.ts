import type { TFormView } from '@/lib/resource/define-resource'

// /admin/settings/attributes/configure/{id}: the kind is fixed by the page, the type only asked of sub-types.
// The schema comes on first validation (the resource adds it itself: attribute-resources.ts).
export const ATTRIBUTE_FORM_VIEW: TFormView = {
  loadSchema: () => import('@/domain/attributes/attribute-option-body').then((module) => module.ZAttributeOptionBody),
  collectionPath: '/api/attribute-options',
  savedPath: '/admin/settings/attributes/configure/:id',
  noun: 'attribute',
  fixedFields: ['kind'],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'parent', label: 'Type', kind: 'select', required: true },
    { name: 'position', label: 'Order', kind: 'number', helper: 'Lower numbers come first in lists.' },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ],
}
