import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getOrderQuoteQueryOptions, type OrderCart, type OrderQuote } from '../api/quote-order.ts';

/**
 * The server's quote of the cart as it stands (spec 9 priced by the server's own code). A new cart
 * keeps the last quote on screen while its own is asked, flagged as updating; only the quote of this
 * very cart may be submitted.
 */
export function useOrderQuote(cart: OrderCart | null) {
  const query = useQuery({ ...getOrderQuoteQueryOptions(cart), placeholderData: keepPreviousData });
  const settled = query.isSuccess && !query.isPlaceholderData && !query.isFetching;
  const current = cart !== null && settled ? query.data : null;
  return {
    /** the quote on screen: this cart's, or the last one while this cart's is asked */
    shown: cart === null ? undefined : query.data,
    /** this cart's quote, the one submit sends the price of */
    current,
    /** a cart that can be quoted whose quote is not there (yet): 提交订单 waits for it */
    waiting: cart !== null && current === null,
    updating: query.isFetching && query.data !== undefined,
    error: query.isError ? query.error : null,
    retry: () => void query.refetch(),
  };
}

export type OrderQuoteState = ReturnType<typeof useOrderQuote>;
export type { OrderQuote };
