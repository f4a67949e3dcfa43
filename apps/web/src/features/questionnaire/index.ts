// The questionnaire before a company check-up's items (团检): its definition, its submit and the plan
// it recommends, about the examinee the team pages name (the account's own profile or a family member's).
export { getPlanQueryOptions } from './api/get-plan.ts';
export { useQuestionnaire } from './api/get-questionnaire.ts';
export { getSurveyStatus, type SurveyStatus } from './api/get-survey-status.ts';
export { questionnaireKeys } from './api/questionnaire-keys.ts';
export { useSubmitQuestionnaire } from './api/submit-questionnaire.ts';
export { loadQuestionnaireForm } from './form-loader.ts';
// Listed here too so that the import-cycle lint sees every page of the feature behind its index.
