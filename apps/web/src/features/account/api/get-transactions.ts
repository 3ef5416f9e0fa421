import { accountPaths } from '@sb/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http.ts';
import { TRANSACTIONS_KEY } from '../../wallet/index.ts';

/** Rows per page of the transactions list. */
export const TRANSACTIONS_PAGE_SIZE = 20;

/** GET /xapi/rest/accounts/{accountId}/transactions: one page, newest first (docs/ACCOUNTS.md). */
export const transactionsQueryOptions = (accountId: number, page: number) =>
  queryOptions({
    queryKey: [...TRANSACTIONS_KEY, accountId, page],
    queryFn: ({ signal }) =>
      request(accountPaths.transactions(accountId), {
        query: { page, pageSize: TRANSACTIONS_PAGE_SIZE },
        schema: 'TransactionsResponse',
        withAuth: true,
        signal,
      }),
    // The list changes with every bet and cashier move: fetched again on each visit.
    staleTime: 0,
  });

/** One page; the previous page stays on screen while the next one loads. */
export function useTransactions(accountId: number, page: number) {
  return useQuery({ ...transactionsQueryOptions(accountId, page), placeholderData: keepPreviousData });
}
