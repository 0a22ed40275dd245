import * as migration_20261122_001103_initial from './20261122_001103_initial';
import * as migration_20261122_002009_notifications from './20261122_002009_notifications';
import * as migration_20261123_032722_user_sessions from './20261123_032722_user_sessions';
import * as migration_20261123_045650_operator_totp from './20261123_045650_operator_totp';
import * as migration_20261123_084033_investment_classification_switch from './20261123_084033_investment_classification_switch';
import * as migration_20261123_084943_opportunity_list_indexes from './20261123_084943_opportunity_list_indexes';
import * as migration_20261123_085912_pipelines_and_deals from './20261123_085912_pipelines_and_deals';
import * as migration_20261123_102342_record_features from './20261123_102342_record_features';
import * as migration_20261123_113305_documents_attributes_deal_link from './20261123_113305_documents_attributes_deal_link';
import * as migration_20261123_132204_list_preferences from './20261123_132204_list_preferences';
import * as migration_20261123_141825_deal_board_index from './20261123_141825_deal_board_index';
import * as migration_20261123_144521_opportunity_content from './20261123_144521_opportunity_content';
import * as migration_20261123_160250_money_model from './20261123_160250_money_model';
import * as migration_20261123_174947_funds_and_companies from './20261123_174947_funds_and_companies';
import * as migration_20261123_193853_pre_emption_rounds from './20261123_193853_pre_emption_rounds';
import * as migration_20261123_203147_payments from './20261123_203147_payments';
import * as migration_20261123_203945_fund_ledger_and_cash_calls from './20261123_203945_fund_ledger_and_cash_calls';
import * as migration_20261123_210029_investors from './20261123_210029_investors';
import * as migration_20261123_231324_organisations from './20261123_231324_organisations';
import * as migration_20261123_231640_organisation_holders from './20261123_231640_organisation_holders';
import * as migration_20261123_235519_refunds_cash_call_cancel from './20261123_235519_refunds_cash_call_cancel';
import * as migration_20261123_235612_contacts_and_invitations from './20261123_235612_contacts_and_invitations';
import * as migration_20261126_101239_investor_disabled from './20261126_101239_investor_disabled';
import * as migration_20261126_101402_investment_methods_nominees from './20261126_101402_investment_methods_nominees';
import * as migration_20261126_102150_investor_categorisations from './20261126_102150_investor_categorisations';
import * as migration_20261126_105109_staff_search from './20261126_105109_staff_search';
import * as migration_20261126_131007_method_nominee_holders from './20261126_131007_method_nominee_holders';
import * as migration_20261126_131139_onboarding_questionnaires from './20261126_131139_onboarding_questionnaires';
import * as migration_20261126_131308_investor_list_filters from './20261126_131308_investor_list_filters';
import * as migration_20261126_131541_signatures_screenings from './20261126_131541_signatures_screenings';
import * as migration_20261126_133245_csv_imports from './20261126_133245_csv_imports';
import * as migration_20261126_133814_onboarding_documents from './20261126_133814_onboarding_documents';
import * as migration_20261126_134020_cash_call_line_payments from './20261126_134020_cash_call_line_payments';
import * as migration_20261126_135547_insider_register from './20261126_135547_insider_register';
import * as migration_20261126_140135_pre_emption_allotment from './20261126_140135_pre_emption_allotment';
import * as migration_20261126_163007_portal_investing from './20261126_163007_portal_investing';
import * as migration_20261126_163056_tenant_provisioning from './20261126_163056_tenant_provisioning';
import * as migration_20261126_163207_appropriateness_and_journey from './20261126_163207_appropriateness_and_journey';
import * as migration_20261126_163838_portfolio_tables from './20261126_163838_portfolio_tables';
import * as migration_20261126_163925_settings from './20261126_163925_settings';
import * as migration_20261126_165550_update_reports from './20261126_165550_update_reports';
import * as migration_20261126_165638_kpis from './20261126_165638_kpis';
import * as migration_20261126_200803_portal_profile from './20261126_200803_portal_profile';
import * as migration_20261126_201203_investment_terms from './20261126_201203_investment_terms';
import * as migration_20261126_201813_two_factor from './20261126_201813_two_factor';
import * as migration_20261126_202100_rewards_sounding_invitations from './20261126_202100_rewards_sounding_invitations';
import * as migration_20261126_202125_register_search_kpi_lock from './20261126_202125_register_search_kpi_lock';
import * as migration_20261126_202934_promotion_exemptions from './20261126_202934_promotion_exemptions';
import * as migration_20261126_204026_import_set_password_mail from './20261126_204026_import_set_password_mail';
import * as migration_20261128_192216_operator_totp_last_step from './20261128_192216_operator_totp_last_step';
import * as migration_20261129_030522_investor_email_change from './20261129_030522_investor_email_change';
import * as migration_20261129_074500_ai_rewrite_switch from './20261129_074500_ai_rewrite_switch';
import * as migration_20261129_080921_identity_document_review from './20261129_080921_identity_document_review';
import * as migration_20261129_142850_cash_call_line_holders from './20261129_142850_cash_call_line_holders';
import * as migration_20261129_145512_company_pre_emption from './20261129_145512_company_pre_emption';
import * as migration_20261129_211253_pre_emption_holders from './20261129_211253_pre_emption_holders';
import * as migration_20261130_071500_investor_list_counts from './20261130_071500_investor_list_counts';

export const migrations = [
  {
    up: migration_20261122_001103_initial.up,
    down: migration_20261122_001103_initial.down,
    name: '20261122_001103_initial',
  },
  {
    up: migration_20261122_002009_notifications.up,
    down: migration_20261122_002009_notifications.down,
    name: '20261122_002009_notifications',
  },
  {
    up: migration_20261123_032722_user_sessions.up,
    down: migration_20261123_032722_user_sessions.down,
    name: '20261123_032722_user_sessions',
  },
  {
    up: migration_20261123_045650_operator_totp.up,
    down: migration_20261123_045650_operator_totp.down,
    name: '20261123_045650_operator_totp',
  },
  {
    up: migration_20261123_084033_investment_classification_switch.up,
    down: migration_20261123_084033_investment_classification_switch.down,
    name: '20261123_084033_investment_classification_switch',
  },
  {
    up: migration_20261123_084943_opportunity_list_indexes.up,
    down: migration_20261123_084943_opportunity_list_indexes.down,
    name: '20261123_084943_opportunity_list_indexes',
  },
  {
    up: migration_20261123_085912_pipelines_and_deals.up,
    down: migration_20261123_085912_pipelines_and_deals.down,
    name: '20261123_085912_pipelines_and_deals',
  },
  {
    up: migration_20261123_102342_record_features.up,
    down: migration_20261123_102342_record_features.down,
    name: '20261123_102342_record_features',
  },
  {
    up: migration_20261123_113305_documents_attributes_deal_link.up,
    down: migration_20261123_113305_documents_attributes_deal_link.down,
    name: '20261123_113305_documents_attributes_deal_link',
  },
  {
    up: migration_20261123_132204_list_preferences.up,
    down: migration_20261123_132204_list_preferences.down,
    name: '20261123_132204_list_preferences',
  },
  {
    up: migration_20261123_141825_deal_board_index.up,
    down: migration_20261123_141825_deal_board_index.down,
    name: '20261123_141825_deal_board_index',
  },
  {
    up: migration_20261123_144521_opportunity_content.up,
    down: migration_20261123_144521_opportunity_content.down,
    name: '20261123_144521_opportunity_content',
  },
  {
    up: migration_20261123_160250_money_model.up,
    down: migration_20261123_160250_money_model.down,
    name: '20261123_160250_money_model',
  },
  {
    up: migration_20261123_174947_funds_and_companies.up,
    down: migration_20261123_174947_funds_and_companies.down,
    name: '20261123_174947_funds_and_companies',
  },
  {
    up: migration_20261123_193853_pre_emption_rounds.up,
    down: migration_20261123_193853_pre_emption_rounds.down,
    name: '20261123_193853_pre_emption_rounds',
  },
  {
    up: migration_20261123_203147_payments.up,
    down: migration_20261123_203147_payments.down,
    name: '20261123_203147_payments',
  },
  {
    up: migration_20261123_203945_fund_ledger_and_cash_calls.up,
    down: migration_20261123_203945_fund_ledger_and_cash_calls.down,
    name: '20261123_203945_fund_ledger_and_cash_calls',
  },
  {
    up: migration_20261123_210029_investors.up,
    down: migration_20261123_210029_investors.down,
    name: '20261123_210029_investors',
  },
  {
    up: migration_20261123_231324_organisations.up,
    down: migration_20261123_231324_organisations.down,
    name: '20261123_231324_organisations',
  },
  {
    up: migration_20261123_231640_organisation_holders.up,
    down: migration_20261123_231640_organisation_holders.down,
    name: '20261123_231640_organisation_holders',
  },
  {
    up: migration_20261123_235519_refunds_cash_call_cancel.up,
    down: migration_20261123_235519_refunds_cash_call_cancel.down,
    name: '20261123_235519_refunds_cash_call_cancel',
  },
  {
    up: migration_20261123_235612_contacts_and_invitations.up,
    down: migration_20261123_235612_contacts_and_invitations.down,
    name: '20261123_235612_contacts_and_invitations',
  },
  {
    up: migration_20261126_101239_investor_disabled.up,
    down: migration_20261126_101239_investor_disabled.down,
    name: '20261126_101239_investor_disabled',
  },
  {
    up: migration_20261126_101402_investment_methods_nominees.up,
    down: migration_20261126_101402_investment_methods_nominees.down,
    name: '20261126_101402_investment_methods_nominees',
  },
  {
    up: migration_20261126_102150_investor_categorisations.up,
    down: migration_20261126_102150_investor_categorisations.down,
    name: '20261126_102150_investor_categorisations',
  },
  {
    up: migration_20261126_105109_staff_search.up,
    down: migration_20261126_105109_staff_search.down,
    name: '20261126_105109_staff_search',
  },
  {
    up: migration_20261126_131007_method_nominee_holders.up,
    down: migration_20261126_131007_method_nominee_holders.down,
    name: '20261126_131007_method_nominee_holders',
  },
  {
    up: migration_20261126_131139_onboarding_questionnaires.up,
    down: migration_20261126_131139_onboarding_questionnaires.down,
    name: '20261126_131139_onboarding_questionnaires',
  },
  {
    up: migration_20261126_131308_investor_list_filters.up,
    down: migration_20261126_131308_investor_list_filters.down,
    name: '20261126_131308_investor_list_filters',
  },
  {
    up: migration_20261126_131541_signatures_screenings.up,
    down: migration_20261126_131541_signatures_screenings.down,
    name: '20261126_131541_signatures_screenings',
  },
  {
    up: migration_20261126_133245_csv_imports.up,
    down: migration_20261126_133245_csv_imports.down,
    name: '20261126_133245_csv_imports',
  },
  {
    up: migration_20261126_133814_onboarding_documents.up,
    down: migration_20261126_133814_onboarding_documents.down,
    name: '20261126_133814_onboarding_documents',
  },
  {
    up: migration_20261126_134020_cash_call_line_payments.up,
    down: migration_20261126_134020_cash_call_line_payments.down,
    name: '20261126_134020_cash_call_line_payments',
  },
  {
    up: migration_20261126_135547_insider_register.up,
    down: migration_20261126_135547_insider_register.down,
    name: '20261126_135547_insider_register',
  },
  {
    up: migration_20261126_140135_pre_emption_allotment.up,
    down: migration_20261126_140135_pre_emption_allotment.down,
    name: '20261126_140135_pre_emption_allotment',
  },
  {
    up: migration_20261126_163007_portal_investing.up,
    down: migration_20261126_163007_portal_investing.down,
    name: '20261126_163007_portal_investing',
  },
  {
    up: migration_20261126_163056_tenant_provisioning.up,
    down: migration_20261126_163056_tenant_provisioning.down,
    name: '20261126_163056_tenant_provisioning',
  },
  {
    up: migration_20261126_163207_appropriateness_and_journey.up,
    down: migration_20261126_163207_appropriateness_and_journey.down,
    name: '20261126_163207_appropriateness_and_journey',
  },
  {
    up: migration_20261126_163838_portfolio_tables.up,
    down: migration_20261126_163838_portfolio_tables.down,
    name: '20261126_163838_portfolio_tables',
  },
  {
    up: migration_20261126_163925_settings.up,
    down: migration_20261126_163925_settings.down,
    name: '20261126_163925_settings',
  },
  {
    up: migration_20261126_165550_update_reports.up,
    down: migration_20261126_165550_update_reports.down,
    name: '20261126_165550_update_reports',
  },
  {
    up: migration_20261126_165638_kpis.up,
    down: migration_20261126_165638_kpis.down,
    name: '20261126_165638_kpis',
  },
  {
    up: migration_20261126_200803_portal_profile.up,
    down: migration_20261126_200803_portal_profile.down,
    name: '20261126_200803_portal_profile',
  },
  {
    up: migration_20261126_201203_investment_terms.up,
    down: migration_20261126_201203_investment_terms.down,
    name: '20261126_201203_investment_terms',
  },
  {
    up: migration_20261126_201813_two_factor.up,
    down: migration_20261126_201813_two_factor.down,
    name: '20261126_201813_two_factor',
  },
  {
    up: migration_20261126_202100_rewards_sounding_invitations.up,
    down: migration_20261126_202100_rewards_sounding_invitations.down,
    name: '20261126_202100_rewards_sounding_invitations',
  },
  {
    up: migration_20261126_202125_register_search_kpi_lock.up,
    down: migration_20261126_202125_register_search_kpi_lock.down,
    name: '20261126_202125_register_search_kpi_lock',
  },
  {
    up: migration_20261126_202934_promotion_exemptions.up,
    down: migration_20261126_202934_promotion_exemptions.down,
    name: '20261126_202934_promotion_exemptions',
  },
  {
    up: migration_20261126_204026_import_set_password_mail.up,
    down: migration_20261126_204026_import_set_password_mail.down,
    name: '20261126_204026_import_set_password_mail',
  },
  {
    up: migration_20261128_192216_operator_totp_last_step.up,
    down: migration_20261128_192216_operator_totp_last_step.down,
    name: '20261128_192216_operator_totp_last_step',
  },
  {
    up: migration_20261129_030522_investor_email_change.up,
    down: migration_20261129_030522_investor_email_change.down,
    name: '20261129_030522_investor_email_change',
  },
  {
    up: migration_20261129_074500_ai_rewrite_switch.up,
    down: migration_20261129_074500_ai_rewrite_switch.down,
    name: '20261129_074500_ai_rewrite_switch',
  },
  {
    up: migration_20261129_080921_identity_document_review.up,
    down: migration_20261129_080921_identity_document_review.down,
    name: '20261129_080921_identity_document_review',
  },
  {
    up: migration_20261129_142850_cash_call_line_holders.up,
    down: migration_20261129_142850_cash_call_line_holders.down,
    name: '20261129_142850_cash_call_line_holders',
  },
  {
    up: migration_20261129_145512_company_pre_emption.up,
    down: migration_20261129_145512_company_pre_emption.down,
    name: '20261129_145512_company_pre_emption',
  },
  {
    up: migration_20261129_211253_pre_emption_holders.up,
    down: migration_20261129_211253_pre_emption_holders.down,
    name: '20261129_211253_pre_emption_holders',
  },
  {
    up: migration_20261130_071500_investor_list_counts.up,
    down: migration_20261130_071500_investor_list_counts.down,
    name: '20261130_071500_investor_list_counts',
  },
];
