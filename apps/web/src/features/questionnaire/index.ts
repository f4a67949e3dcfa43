// The questionnaire before a company check-up's items (团检): its definition, its submit and the plan
// it recommends, asked about whom the account's profile says (the team pages pass a family member's).
export { getPlanQueryOptions } from './api/get-plan.ts';
export { useQuestionnaire } from './api/get-questionnaire.ts';
export { getSurveyStatus, type SurveyStatus } from './api/get-survey-status.ts';
export { questionnaireKeys } from './api/questionnaire-keys.ts';
export { useSubmitQuestionnaire } from './api/submit-questionnaire.ts';
export { ExamineeGate } from './components/examinee-gate.tsx';
export { loadQuestionnaireForm } from './form-loader.ts';
// Listed here too so that the import-cycle lint sees every page of the feature behind its index.
