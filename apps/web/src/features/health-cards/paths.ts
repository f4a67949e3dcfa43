// Where the health-card screens live, for links between them.

/** Registering the holder of an activated card, at the centre it serves (00-0: any). */
export const registerPath = (card: { cardNo: string; sysCenterId: string }) =>
  `/registerInfoCard/${encodeURIComponent(card.cardNo)}/${encodeURIComponent(card.sysCenterId)}`;
