import type { TRecordTargetCollection } from '../record-targets'

// spec 3: "Document visibility: public (accessible in the client portal) or private (admin only)".

export const DOCUMENT_VISIBILITIES = ['private', 'public'] as const
export type TDocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number]

export const isDocumentVisibility = (value: unknown): value is TDocumentVisibility => typeof value === 'string' && (DOCUMENT_VISIBILITIES as readonly string[]).includes(value)

export const VISIBILITY_LABEL: Record<TDocumentVisibility, string> = { public: 'Public', private: 'Private' }
export const VISIBILITY_HINT: Record<TDocumentVisibility, string> = {
  public: 'Visible in the portal to the investors it concerns',
  private: 'Staff only',
}

/**
 * Which investors a record's PUBLIC documents concern, per record collection:
 * - 'readers of the record': every investor of the tenant who may read the record in the portal
 *   (an investment opportunity: the opportunity's own read rule, portal gate and stages included);
 * - 'holders of the record': the investors who hold or held it on the ledger, themselves or through an
 *   organisation they sign for or a method account they lead (a fund, a company; decision 032);
 * - 'readers or holders of the record': either (an opportunity: live ones to the portal's readers,
 *   completed ones still to their holders);
 * - 'the record itself': only the investor the record is (`users`: documents about one investor
 *   are that investor's alone);
 * - 'signatories of the record': an organisation's directors and authorised signatories (decision 038);
 * - 'account holders of the record': the leads and associates of an investment method's accounts (decision 038);
 * - null: no investor (deals and pipelines are staff work).
 * Private documents concern no investor.
 */
export type TPortalDocumentReaders =
  | 'readers of the record'
  | 'readers or holders of the record'
  | 'holders of the record'
  | 'the record itself'
  | 'signatories of the record'
  | 'account holders of the record'
  | null

export const PORTAL_DOCUMENT_READERS: Record<TRecordTargetCollection, TPortalDocumentReaders> = {
  deals: null,
  pipelines: null,
  // The investors who hold (or held) them, directly or through a holder they act for: the portfolio (decision 032).
  funds: 'holders of the record',
  companies: 'holders of the record',
  // Those the portal shows it to (live stages), and its holders once it is completed (decision 032).
  'investment-opportunities': 'readers or holders of the record',
  // An investor's record (issue 11): its public documents are that investor's own.
  users: 'the record itself',
  // An organisation's public documents are shared with those who sign for it (decision 038; a plain member does not act for it).
  organisations: 'signatories of the record',
  // A contact has no portal account: its documents are staff work (issue 11 §2).
  contacts: null,
  // A method's public documents (the wrapper's terms, the provider's forms) go to its account holders, lead or associate (decision 038).
  'investment-methods': 'account holders of the record',
  // Nominees are staff work: a nominee's beneficial owners are not recorded (decision 025).
  nominees: null,
  // An update report's public attachments go to whoever may read it: its recipients once live (decision 033).
  'update-reports': 'readers of the record',
}

export const FOLDER_NAME_MAX_LENGTH = 100
