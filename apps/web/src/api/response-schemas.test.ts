import { describe, expect, it, vi } from 'vitest';
import { afterZod } from './response-schemas.ts';

describe('afterZod', () => {
  it("builds a group's schemas a task after zod's, not in the same one", async () => {
    const order: string[] = [];
    const load = vi.fn(() => {
      order.push('group');
      return Promise.resolve('schemas');
    });
    const loading = afterZod(load);
    // zod's chunk has loaded and been evaluated once its import resolves; the group waits for a new task.
    await import('./response-schemas/shared.ts');
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    order.push('next task');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loading).resolves.toBe('schemas');
    expect(order).toStrictEqual(['next task', 'group']);
  });
});
