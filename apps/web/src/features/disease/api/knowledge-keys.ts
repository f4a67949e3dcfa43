// Every query key of the disease feature comes from here. Knowledge is the same for everyone.
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  columns: () => [...knowledgeKeys.all, 'columns'] as const,
  column: (id: number) => [...knowledgeKeys.all, 'column', id] as const,
  article: (id: number) => [...knowledgeKeys.all, 'article', id] as const,
};

/** What an address may name as a column or article id: a whole number from 1; anything else is no page. */
export function knowledgeIdParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
