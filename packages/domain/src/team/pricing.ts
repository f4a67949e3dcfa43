// What a team order costs each side (issue 23, docs/team.md): the company pays its grade's
// customPrice, which already covers the package and the grade's own topic packages; the employee
// pays what they add (topic packages and extra items) at the company's discount.
import { addFen, type Fen, fen } from '../money.ts';

export interface TeamPriceInput {
  /** what the company pays per person for its grade's package, fen */
  customPrice: Fen;
  /** list prices of the topic packages the employee added beyond the grade's own */
  addedTopicPrices: Fen[];
  /** list prices of the extra items the employee added */
  extraPrices: Fen[];
  /** the employee pays this % of list price (85 = 8.5折), 1..100 */
  discountPercent: number;
}

export interface TeamPrice {
  companyPays: Fen;
  selfPays: Fen;
}

/**
 * One line at the discount, rounded half-up to the fen. Integer arithmetic throughout: price × percent
 * is a whole number, so the half is decided exactly (0.5 fen goes up) with no binary rounding.
 */
export function discountedLine(listPrice: Fen, discountPercent: number): Fen {
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError(`Not a discount percent: ${discountPercent}`);
  }
  if (listPrice < 0) throw new RangeError(`Not a list price: ${listPrice}`);
  return fen(Math.floor((listPrice * discountPercent + 50) / 100));
}

export function teamPrice({
  customPrice,
  addedTopicPrices,
  extraPrices,
  discountPercent,
}: TeamPriceInput): TeamPrice {
  // Each line is rounded on its own, as the centre's till prints it, then the lines are summed.
  const lines = [...addedTopicPrices, ...extraPrices].map((price) => discountedLine(price, discountPercent));
  return { companyPays: fen(customPrice), selfPays: addFen(...lines) };
}
