/**
 * The order's detail page. Its address carries a centre segment, but the page reads the order by its
 * id alone (through the account), so a team order, whose summary names the centre only, passes its
 * place's centre when known and 'team' otherwise.
 */
export function orderDetailPath(orderId: number, sysCenterId = 'team'): string {
  return `/order/personal/${encodeURIComponent(sysCenterId)}/${orderId}`;
}
