// The investor's own details on /investor/profile/details (issue 13 §8, decision 037): which fields of
// their user row they may change, and the words the form uses. No zod here (the form's island imports
// it); the schema is ./profile-details-schema.ts.

/** The only fields POST /api/portal-profile/details writes, besides name and surname. */
export const PROFILE_DETAIL_FIELDS = ['phone', 'date_of_birth', 'nationality', 'address_line1', 'address_line2', 'town', 'postcode', 'country'] as const
export type TProfileDetailField = (typeof PROFILE_DETAIL_FIELDS)[number]

/** Every field the details form sends, in the form's order. */
export const PROFILE_FORM_FIELDS = ['name', 'surname', ...PROFILE_DETAIL_FIELDS] as const
export type TProfileFormField = (typeof PROFILE_FORM_FIELDS)[number]

export const PROFILE_DETAIL_MAX: Record<Exclude<TProfileDetailField, 'date_of_birth'>, number> = {
  phone: 40,
  nationality: 60,
  address_line1: 120,
  address_line2: 120,
  town: 80,
  postcode: 12,
  country: 60,
}

export const PROFILE_FIELD_LABEL: Record<TProfileFormField, string> = {
  name: 'First name',
  surname: 'Surname',
  phone: 'Phone',
  date_of_birth: 'Date of birth',
  nationality: 'Nationality',
  address_line1: 'Address line 1',
  address_line2: 'Address line 2',
  town: 'Town or city',
  postcode: 'Postcode',
  country: 'Country',
}

/** The youngest investor: an adult. */
export const MIN_INVESTOR_AGE = 18
