import { MAX_KNOWLEDGE_ID } from '@tijian/domain';

/** What an address may name as a column or article id: a whole number from 1; anything else is no page. */
export function knowledgeIdParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_KNOWLEDGE_ID ? id : null;
}
