import type { OrdersService } from '../orders/service.ts';
import type { UsersService } from '../users/service.ts';

export interface PersonPhonesDeps {
  users: Pick<UsersService, 'phonesOf'>;
  orders: Pick<OrdersService, 'phonesGivenFor'>;
}

/**
 * The phones on record for a person (by ID number): their own account's, and those given when an
 * order was booked for them. A family-link code goes only to one of these, so it proves the person
 * (or whoever holds their phone) agreed; a phone the linker typed freely would prove nothing.
 */
export async function phonesOfPerson(
  { users, orders }: PersonPhonesDeps,
  idCardNo: string,
): Promise<Set<string>> {
  const [accounts, booked] = await Promise.all([users.phonesOf(idCardNo), orders.phonesGivenFor(idCardNo)]);
  return new Set([...accounts, ...booked]);
}
