// Where a paid purchase leads: the pay pages of booking (an order's payment may also be a purchase's,
// through the one sandbox pay page) and the purchase records need it, and the purchases feature owns
// those pages. Kept here so that none of them imports another for an address.

export const cardBoughtPath = (purchaseId: number) => `/purchaseCard/Success?purchaseId=${purchaseId}`;

/** The bought special package: its purchase id in the path. */
export const specialBoughtPath = (purchaseId: number) => `/physical/special/success/${purchaseId}`;

/** Where a paid purchase's payment leads: the card's or the special package's success page. */
export const purchasePaidPath = (p: { kind: 'health_card' | 'special_package'; id: number }) =>
  p.kind === 'health_card' ? cardBoughtPath(p.id) : specialBoughtPath(p.id);
