import {
  ApiError,
  gameWalletPaths,
  PROVIDER_KEY_HEADER,
  WalletAnswer,
  WalletSessionResponse,
  type WalletCreditRequest,
  type WalletDebitRequest,
  type WalletRollbackRequest,
} from '@sb/contract';
import type { FastifyInstance } from 'fastify';

/*
 * The provider's client of the operator's wallet (docs/decisions/games-provider.md). Over HTTP
 * semantics: the root instance's `inject` with the provider's key, so every call goes through the
 * operator's real routes, schemas and authentication, as another company's server would.
 */

export type WalletCall<T> =
  /** The operator answered 200. */
  | { kind: 'ok'; answer: T }
  /** The operator answered a 4xx: it refused, and said why. */
  | { kind: 'refused'; status: number; code: string; message: string }
  /** No answer, or a 5xx: whether the call happened is unknown. */
  | { kind: 'failed'; reason: string };

export interface OperatorWallet {
  session(launchToken: string): Promise<WalletCall<WalletSessionResponse>>;
  balance(sessionId: string): Promise<WalletCall<WalletAnswer>>;
  debit(call: WalletDebitRequest): Promise<WalletCall<WalletAnswer>>;
  credit(call: WalletCreditRequest): Promise<WalletCall<WalletAnswer>>;
  rollback(call: WalletRollbackRequest): Promise<WalletCall<WalletAnswer>>;
}

interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export function operatorWallet(root: FastifyInstance, providerKey: string): OperatorWallet {
  async function call<T>(path: string, payload: object, schema: Parser<T>): Promise<WalletCall<T>> {
    let response;
    try {
      response = await root.inject({
        method: 'POST',
        url: path,
        headers: { [PROVIDER_KEY_HEADER]: providerKey, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    } catch (error) {
      return { kind: 'failed', reason: error instanceof Error ? error.message : 'no answer' };
    }
    let body: unknown;
    try {
      body = response.json();
    } catch {
      body = undefined;
    }
    if (response.statusCode === 200) {
      const parsed = schema.safeParse(body);
      return parsed.success
        ? { kind: 'ok', answer: parsed.data }
        : { kind: 'failed', reason: 'an answer out of the protocol' };
    }
    if (response.statusCode >= 400 && response.statusCode < 500) {
      const problem = ApiError.safeParse(body);
      return {
        kind: 'refused',
        status: response.statusCode,
        code: problem.success ? problem.data.code : 'UNKNOWN',
        message: problem.success ? problem.data.message : `The operator answered ${response.statusCode}`,
      };
    }
    return { kind: 'failed', reason: `the operator answered ${response.statusCode}` };
  }
  return {
    session: (launchToken) => call(gameWalletPaths.session, { launchToken }, WalletSessionResponse),
    balance: (sessionId) => call(gameWalletPaths.balance, { sessionId }, WalletAnswer),
    debit: (body) => call(gameWalletPaths.debit, body, WalletAnswer),
    credit: (body) => call(gameWalletPaths.credit, body, WalletAnswer),
    rollback: (body) => call(gameWalletPaths.rollback, body, WalletAnswer),
  };
}
