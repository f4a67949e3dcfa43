export { getSurveyStatus, type SurveyStatus } from './api/get-survey-status.ts';
export { questionnaireKeys } from './api/questionnaire-keys.ts';
export { loadQuestionnaireForm } from './form-loader.ts';
export { clearQuestionnaireDraft } from './questionnaire-draft.ts';
// Listed here too so that the import-cycle lint sees every page of the feature behind its index.
