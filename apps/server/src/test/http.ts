import { ApiError } from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** GET `url`, expect 200, and parse the body with the contract schema the web app uses. */
export async function getJson<T>(
  app: FastifyInstance,
  url: string,
  schema: { parse(data: unknown): T },
): Promise<T> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return schema.parse(response.json());
}

/** GET `url`, expect `status` and an ApiError body. */
export async function getError(app: FastifyInstance, url: string, status: number): Promise<ApiError> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(status);
  return ApiError.parse(response.json());
}
