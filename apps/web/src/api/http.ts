import type { ApiError } from '@sb/contract';

/**
 * The one HTTP client of the web app. It applies SPEC.md §7 "Global request rules":
 * - /xapi paths carry X-SB-Brand, X-SB-Origin, X-SB-PORTALID and X-Accept-Language plus the `l` param;
 * - /api paths carry `pub`, `l` and `mc` (web or mobile).
 * Responses are parsed with the contract schema the caller passes, so a shape the operator's back end
 * changes fails loudly at the edge instead of deep in a component.
 */

export interface RequestContext {
  /** Two-letter UI locale (en, es, ja ...). */
  locale: string;
  channel: 'web' | 'mobile';
}

/** Brand identity sent on every xapi call; an operator build replaces these values. */
export const BRAND = { brand: 'sportsbook', portalId: '1', pub: 'sportsbook' } as const;

const LANGUAGE_HEADERS: Record<string, string> = { en: 'en-GB', es: 'es-ES', ja: 'ja-JP', de: 'de-DE' };

let context: RequestContext = { locale: 'en', channel: 'web' };

/**
 * Where requests go and in which context, when that is not this module's own state: the server
 * renderer (entry-server.tsx) renders many pages at once, each in its own locale and layout, and
 * answers their calls in-process or through a configured API base; it scopes both per page.
 */
export interface RequestScope {
  context: RequestContext;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

let scopeOf: () => RequestScope | undefined = () => undefined;

/** Installed once by the server renderer; the browser never calls it. */
export function setRequestScopeSource(source: () => RequestScope | undefined): void {
  scopeOf = source;
}

/** Called by the app shell when the locale or the layout changes (in the browser; a no-op when scoped). */
export function setRequestContext(next: RequestContext): void {
  context = next;
}

export function getRequestContext(): RequestContext {
  return scopeOf()?.context ?? context;
}

/**
 * The session's part in requests (set by the auth feature, so this client stays free of it):
 * the bearer token of authenticated calls, and what happens on a 401 / 403 while logged in.
 */
export interface AuthHooks {
  /** The jwe_token while it is valid (SPEC.md §4: treated as expiring 30 s early), else undefined. */
  token(): string | undefined;
  /** SPEC.md §8 "Global": 401 or 403 on api or xapi calls while logged in logs out, reason unauthorized. */
  onUnauthorized(): void;
}

let auth: AuthHooks = { token: () => undefined, onUnauthorized: () => undefined };

export function setAuthHooks(next: AuthHooks): void {
  auth = next;
}

/** §8 "Global": the one api call whose 401 / 403 does not log out. */
const UNAUTHORIZED_EXCEPTIONS = ['/api/avaya_tokens'];

/** A failed call: the HTTP status (0 for a network failure) and the server's error body when it sent one. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: ApiError | undefined;
  constructor(status: number, message: string, body?: ApiError) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

/** What a response schema must offer: both zod and zod/mini schemas fit. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined | null;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  schema: ResponseSchema<T>;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
  /**
   * An authenticated call: it carries the bearer token, and is not sent at all when no valid token
   * exists (SPEC.md §6: "cancelled if no valid token exists"); it fails with status 401 then.
   */
  withAuth?: boolean;
}

/** Base URL of the back end; empty means same origin (the built app is served by the API server). */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

export function buildUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const { locale, channel } = getRequestContext();
  if (path.startsWith('/xapi')) {
    params.set('l', locale);
  } else if (path.startsWith('/api')) {
    params.set('pub', BRAND.pub);
    params.set('l', locale);
    // A caller may ask for the other channel's data explicitly (settings are per channel).
    if (!params.has('mc')) params.set('mc', channel);
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function headersFor(path: string): Record<string, string> {
  if (!path.startsWith('/xapi')) return {};
  return {
    'X-SB-Brand': BRAND.brand,
    'X-SB-Origin': 'MOBILE',
    'X-SB-PORTALID': BRAND.portalId,
    'X-Accept-Language': LANGUAGE_HEADERS[getRequestContext().locale] ?? 'en-GB',
  };
}

export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = 'GET', query, body, schema, signal, headers, withAuth = false } = options;
  const token = withAuth ? auth.token() : undefined;
  if (withAuth && !token) throw new HttpError(401, 'Not logged in');
  let response: Response;
  try {
    const send = scopeOf()?.fetch ?? fetch;
    response = await send(buildUrl(path, query), {
      method,
      signal: signal ?? null,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headersFor(path),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new HttpError(0, 'Network request failed');
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const ownsSession = path.startsWith('/api') || path.startsWith('/xapi');
    if (
      (response.status === 401 || response.status === 403) &&
      token &&
      ownsSession &&
      !UNAUTHORIZED_EXCEPTIONS.some((p) => path.startsWith(p))
    )
      auth.onUnauthorized();
    const apiError = isApiError(data) ? data : undefined;
    throw new HttpError(response.status, apiError?.message ?? response.statusText, apiError);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new HttpError(response.status, `Unexpected response shape from ${path}`);
  }
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isApiError(data: unknown): data is ApiError {
  return typeof data === 'object' && data !== null && 'statusCode' in data && 'message' in data;
}
