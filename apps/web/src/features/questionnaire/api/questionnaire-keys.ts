// Every query key of the questionnaire feature comes from here.
export const questionnaireKeys = {
  all: ['questionnaire'] as const,
  definition: (businessCode: string, sexCode: string) =>
    [...questionnaireKeys.all, 'definition', businessCode, sexCode] as const,
  before: (query: object) => [...questionnaireKeys.all, 'before', query] as const,
  instance: (instanceId: string) => [...questionnaireKeys.all, 'instance', instanceId] as const,
  plan: (query: object) => [...questionnaireKeys.all, 'plan', query] as const,
};
