/**
 * The questionnaire in steps with its styles, for another feature's questionnaire screen (a health
 * card's assessment), loaded on first use so the features that import this one do not carry it.
 */
export function loadQuestionnaireForm() {
  return Promise.all([
    import('./components/questionnaire-form.tsx'),
    import('./pages/questionnaire.css'),
  ]).then(([m]) => ({ default: m.QuestionnaireForm }));
}
