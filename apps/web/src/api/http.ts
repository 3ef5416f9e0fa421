import type { ApiError } from '@sb/contract';
import { externalLocaleOf } from '@sb/domain';
import { loadSchemaGroup, type ResponseSchemas } from './response-schemas.ts';

/**
 * The one HTTP client of the web app. It applies SPEC.md §7 "Global request rules":
 * - /xapi paths carry X-SB-Brand, X-SB-Origin, X-SB-PORTALID and X-Accept-Language plus the `l` param;
 * - /api paths carry `pub`, `l` and `mc` (web or mobile).
 * Responses are parsed with the contract schema the caller names, so a shape the operator's back end
 * changes fails loudly at the edge instead of deep in a component.
 */

/** The brand a page is for: its code goes out as X-SB-Brand and `pub`, its portal as X-SB-PORTALID. */
export interface PageBrand {
  code: string;
  portalId: string;
}

export interface RequestContext {
  /** Two-letter UI locale (en, es, ja ...). */
  locale: string;
  channel: 'web' | 'mobile';
  /** Null: the page names no brand, and the API takes the host's. */
  brand: PageBrand | null;
}

/**
 * This page's brand, read once: the server chose it by host name and names it in the page's
 * `<meta name="sb-brand" content="savanna" data-portal-id="2">`, so one build serves every brand.
 * A page without the tag (the Vite dev server's) names no brand, and the API decides by host name.
 * The server renderer's build has no document: its pages' brands come with their request scopes.
 * The name is the contract's BRAND_META written out (http.test.ts holds them equal): the import
 * would cost first-load bytes.
 */
const brandMeta = import.meta.env.SSR
  ? null
  : document.querySelector<HTMLMetaElement>('meta[name="sb-brand"]');

let context: RequestContext = {
  locale: 'en',
  channel: 'web',
  brand: brandMeta && { code: brandMeta.content, portalId: brandMeta.dataset.portalId ?? '' },
};

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

/**
 * Called by the app shell when the locale or the layout changes (in the browser; a no-op when
 * scoped). The brand stays: it is the page's.
 */
export function setRequestContext(next: Pick<RequestContext, 'locale' | 'channel'>): void {
  context = { ...next, brand: context.brand };
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

/**
 * SPEC.md §8 Global: "Redirect to /maintenance goes to the locale's maintenance page; redirect to
 * /blocked reloads the page" (the server then answers the page with its blocked page). An object,
 * so that tests can watch it without a real navigation.
 */
export const siteRedirects = {
  follow(redirect: NonNullable<ApiError['redirect']>): void {
    const { pathname } = window.location;
    if (redirect === '/maintenance') {
      const target = `/${getRequestContext().locale}/maintenance`;
      if (pathname !== target) window.location.assign(target);
    } else if (!pathname.endsWith('/blocked')) window.location.reload();
  },
};

/**
 * §8 "Global": the api calls whose 401 / 403 does not log out: the chat token's, and the streams',
 * whose 403 says why this player may not watch (docs/decisions/streaming.md).
 */
const UNAUTHORIZED_EXCEPTIONS = ['/api/avaya_tokens', '/api/video_streams'];

/**
 * A 403 whose code is a game's refusal (contract GameErrorCode, GAM0xx: a section not offered to this
 * player) refuses the call, not the session: the page says why, and the player stays logged in.
 */
const CALL_REFUSAL_CODE = /^GAM\d{3}$/;

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
interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** The name of a schema of response-schemas.ts, and what an answer checked with it holds. */
export type ResponseSchemaName = keyof ResponseSchemas;
export type ResponseOf<K extends ResponseSchemaName> =
  ResponseSchemas[K] extends ResponseSchema<infer T> ? T : never;

const groups = new Map<ResponseSchemaName, Promise<unknown>>();

/**
 * The schema a call names, with its group, loaded once with the first answer to check; a failed
 * load is tried again next time.
 */
function loadSchema<K extends ResponseSchemaName>(name: K): Promise<ResponseSchema<ResponseOf<K>>> {
  let group = groups.get(name);
  if (!group) {
    group = loadSchemaGroup(name).catch((error: unknown) => {
      groups.delete(name);
      throw error;
    });
    groups.set(name, group);
  }
  return group.then(
    (schemas) => (schemas as Pick<ResponseSchemas, K>)[name] as ResponseSchema<ResponseOf<K>>,
  );
}

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined | null;

export interface RequestOptions<K extends ResponseSchemaName> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON; a URLSearchParams goes as a form (fetch names its type, x-www-form-urlencoded). */
  body?: unknown;
  /** The schema of response-schemas.ts the answer must match. */
  schema: K;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
  /**
   * An authenticated call: it carries the bearer token, and is not sent at all when no valid token
   * exists (SPEC.md §6: "cancelled if no valid token exists"); it fails with status 401 then.
   */
  withAuth?: boolean;
  /** Reads the headers of a successful answer (a live answer's feed mark). */
  onHeaders?: (headers: Headers) => void;
}

/** Base URL of the back end; empty means same origin (the built app is served by the API server). */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

export function buildUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const { locale, channel, brand } = getRequestContext();
  if (path.startsWith('/xapi')) {
    params.set('l', locale);
  } else if (path.startsWith('/api')) {
    if (brand) params.set('pub', brand.code);
    params.set('l', locale);
    // A caller may ask for the other channel's data explicitly (settings are per channel).
    if (!params.has('mc')) params.set('mc', channel);
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function headersFor(path: string): Record<string, string> {
  const { locale, brand } = getRequestContext();
  if (!path.startsWith('/xapi')) return {};
  return {
    ...(brand && { 'X-SB-Brand': brand.code, 'X-SB-PORTALID': brand.portalId }),
    'X-SB-Origin': 'MOBILE',
    'X-Accept-Language': externalLocaleOf(locale),
  };
}

export async function request<K extends ResponseSchemaName>(
  path: string,
  options: RequestOptions<K>,
): Promise<ResponseOf<K>> {
  const { method = 'GET', query, body, signal, headers, withAuth = false } = options;
  const token = withAuth ? auth.token() : undefined;
  if (withAuth && !token) throw new HttpError(401, 'Not logged in');
  // Loaded while the call is on its way, so the first call waits for the slower of the two only.
  const checking = loadSchema(options.schema);
  checking.catch(() => undefined);
  const form = body instanceof URLSearchParams;
  let response: Response;
  try {
    const send = scopeOf()?.fetch ?? fetch;
    response = await send(buildUrl(path, query), {
      method,
      signal: signal ?? null,
      headers: {
        Accept: 'application/json',
        ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
        ...headersFor(path),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? null : form ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new HttpError(0, 'Network request failed');
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const ownsSession = path.startsWith('/api') || path.startsWith('/xapi');
    const apiError = isApiError(data) ? data : undefined;
    // §8 Global: a closed site (maintenance, a blocked country) is not the player's fault: no logout.
    const redirect = apiError?.redirect;
    if ((redirect === '/maintenance' || redirect === '/blocked') && typeof window !== 'undefined')
      siteRedirects.follow(redirect);
    else if (
      (response.status === 401 ||
        (response.status === 403 && !CALL_REFUSAL_CODE.test(apiError?.code ?? ''))) &&
      token &&
      ownsSession &&
      !UNAUTHORIZED_EXCEPTIONS.some((p) => path.startsWith(p))
    )
      auth.onUnauthorized();
    throw new HttpError(response.status, apiError?.message ?? response.statusText, apiError);
  }
  const schema = await checking;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new HttpError(response.status, `Unexpected response shape from ${path}`);
  }
  options.onHeaders?.(response.headers);
  return parsed.data;
}

/**
 * `request` for a thing a page is about (an event, a promotion, a public page): the API's 404 is an
 * answer, not a failure. The page says "not found", the server renders it with status 404, and the
 * browser hydrates the same answer, which an error could not carry (docs/decisions/operator-content.md).
 */
export async function requestUnlessMissing<K extends ResponseSchemaName>(
  path: string,
  options: RequestOptions<K>,
): Promise<ResponseOf<K> | null> {
  try {
    return await request(path, options);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
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
