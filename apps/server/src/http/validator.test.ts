import { EventsQuery } from '@sb/contract';
import { describe, expect, it } from 'vitest';
import { validatorCompiler } from './validator.ts';

const route = (method: string, httpPart: string) => ({
  schema: EventsQuery,
  method,
  url: '/xapi/rest/events',
  httpPart,
});

describe('validatorCompiler', () => {
  it("keeps a GET query's checked value: the same frozen object for every request that sends it", () => {
    const check = validatorCompiler(route('GET', 'querystring'));
    const first = check({ eventsPerPage: '20', ids: '3,1,2' });
    const again = check({ eventsPerPage: '20', ids: '3,1,2' });
    expect(first).toMatchObject({ value: { eventsPerPage: 20, ids: [3, 1, 2] } });
    expect(again).toBe(first);
    const value = 'value' in first ? (first.value as EventsQuery) : undefined;
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value?.ids)).toBe(true);
    expect(check({ eventsPerPage: '21', ids: '3,1,2' })).not.toBe(first);
  });

  it('checks a refused query every time, and keeps none of it', () => {
    const check = validatorCompiler(route('GET', 'querystring'));
    const refused = check({ eventsPerPage: '0' });
    expect(refused).toHaveProperty('error');
    expect(check({ eventsPerPage: '0' })).not.toBe(refused);
    expect(check({ eventsPerPage: '20' })).toHaveProperty('value.eventsPerPage', 20);
  });

  it('checks each body and each query of another method anew (a POST carries its own)', () => {
    for (const [method, part] of [
      ['POST', 'querystring'],
      ['GET', 'body'],
    ] as const) {
      const check = validatorCompiler(route(method, part));
      const first = check({ eventsPerPage: '20' });
      expect(check({ eventsPerPage: '20' })).not.toBe(first);
      expect(Object.isFrozen('value' in first ? first.value : undefined)).toBe(false);
    }
  });
});
