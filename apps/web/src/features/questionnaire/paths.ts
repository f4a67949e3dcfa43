// Where the questionnaire screens live, for links between them.

/** The report of one questionnaire. */
export const reportPath = (instanceId: string) =>
  `/questionnaireReport?instanceId=${encodeURIComponent(instanceId)}`;

/** A new sport questionnaire, from `source` (the plan page: plan). */
export const sportPath = (source: string) => `/illnessQuestionnaire/sport/0/${encodeURIComponent(source)}`;
