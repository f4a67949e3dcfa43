import { useParams } from 'react-router';

/** The card named by the route's :cardId (or :id), or null when the address names none. */
export function useCardId(): number | null {
  const { cardId, id } = useParams();
  const text = cardId ?? id ?? '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}
