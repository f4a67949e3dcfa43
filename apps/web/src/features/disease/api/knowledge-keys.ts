// Every query key of the disease feature comes from here. Knowledge is the same for everyone.
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  columns: () => [...knowledgeKeys.all, 'columns'] as const,
  column: (id: number) => [...knowledgeKeys.all, 'column', id] as const,
  article: (id: number) => [...knowledgeKeys.all, 'article', id] as const,
};
