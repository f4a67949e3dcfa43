// The pages of this feature the app routes to, each loaded on its first visit.
export const questionnairePages = {
  physicalQuestionnaire: () =>
    import('./pages/questionnaire-page.tsx').then((m) => ({ Component: m.QuestionnairePage })),
  questionDetails: () =>
    import('./pages/question-details-page.tsx').then((m) => ({ Component: m.QuestionDetailsPage })),
  physicalExamination: () =>
    import('./pages/plan-page.tsx').then((m) => ({ Component: m.PhysicalExaminationPage })),
  physicalScheme: () => import('./pages/plan-page.tsx').then((m) => ({ Component: m.PhysicalSchemePage })),
  illnessQuestionnaire: () =>
    import('./pages/illness-questionnaire-page.tsx').then((m) => ({ Component: m.IllnessQuestionnairePage })),
  questionnaireReport: () =>
    import('./pages/questionnaire-report-page.tsx').then((m) => ({ Component: m.QuestionnaireReportPage })),
};
