import { describe, expect, it, vi } from 'vitest';
import { afterZod } from './response-schemas.ts';

const { order } = vi.hoisted(() => ({ order: [] as string[] }));

// A task is what the tests see of one: its start, and its end when the promise resolves.
vi.mock('./next-task.ts', () => ({
  nextTask: () => {
    order.push('next task');
    return Promise.resolve();
  },
}));
// Importing zod's chunk evaluates it: that is when it is seen.
vi.mock('./response-schemas/shared.ts', () => {
  order.push('zod');
  return { ApiError: {} };
});

describe('afterZod', () => {
  it("asks for zod's chunk after the caller's task, and builds a group's schemas a task after zod's, zod evaluated once", async () => {
    const load = vi.fn(() => {
      order.push('group');
      return Promise.resolve('schemas');
    });
    const loading = afterZod(load);
    order.push('the caller goes on');
    await expect(loading).resolves.toBe('schemas');
    expect(order).toStrictEqual(['next task', 'the caller goes on', 'zod', 'next task', 'group']);

    order.length = 0;
    await expect(afterZod(load)).resolves.toBe('schemas');
    expect(order).toStrictEqual(['next task', 'next task', 'group']);
  });
});
