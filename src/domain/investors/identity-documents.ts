// Identity documents an investor uploads from the portal (issue 13 §8 identity, decision 037): kept
// as private documents of the investor's own record (staff only, and the investor who uploaded them),
// their kind in `documents.purpose` beside the signing purposes of decision 027. Pure: no I/O.

export const IDENTITY_PURPOSES = ['identity_passport', 'identity_driving_licence', 'identity_address'] as const
export type TIdentityPurpose = (typeof IDENTITY_PURPOSES)[number]

export const isIdentityPurpose = (value: unknown): value is TIdentityPurpose => typeof value === 'string' && (IDENTITY_PURPOSES as readonly string[]).includes(value)

export const IDENTITY_PURPOSE_LABEL: Record<TIdentityPurpose, string> = {
  identity_passport: 'Passport',
  identity_driving_licence: 'Driving licence',
  identity_address: 'Proof of address',
}

/** What each kind should show, for the upload form. */
export const IDENTITY_PURPOSE_HINT: Record<TIdentityPurpose, string> = {
  identity_passport: 'The photo page of a valid passport.',
  identity_driving_licence: 'The front of a valid photocard driving licence.',
  identity_address: 'A utility bill, bank or council tax statement from the last three months, with your name and address.',
}

/** The file types an identity document may be: a PDF or a photo (scans and phone pictures). */
export const IDENTITY_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const
export const IDENTITY_ACCEPT = '.pdf,.jpg,.jpeg,.png'
