// The plan a questionnaire's answers recommend; the company check-up (团检) offers it as extras.
export { getPlanQueryOptions } from './api/get-plan.ts';
// The questionnaire's definition for an examinee; the company check-up asks it before the items.
export { useQuestionnaire } from './api/get-questionnaire.ts';
export { getSurveyStatus, type SurveyStatus } from './api/get-survey-status.ts';
export { questionnaireKeys } from './api/questionnaire-keys.ts';
// Submitting the answers, for the company check-up's questionnaire too.
export { useSubmitQuestionnaire } from './api/submit-questionnaire.ts';
export { loadQuestionnaireForm } from './form-loader.ts';
export { clearQuestionnaireDraft } from './questionnaire-draft.ts';
// Listed here too so that the import-cycle lint sees every page of the feature behind its index.
