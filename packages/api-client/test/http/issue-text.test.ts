import * as z from 'zod/mini';
import { ValidationError } from '../../src';
import { validate } from '../../src/http/validate';

const problemOf = (schema: z.ZodMiniType, body: unknown): string => {
  try {
    validate(schema, body, 'GET /x');
  } catch (error) {
    if (error instanceof ValidationError) return error.message.replace('Invalid response from GET /x: ', '');
    throw error;
  }
  throw new Error('the body passed');
};

describe('a ValidationError says what is wrong in words', () => {
  it.each<[string, z.ZodMiniType, unknown, string]>([
    ['a missing field', z.object({ acct: z.string() }), {}, 'acct: Invalid input: expected string, received undefined'],
    ['a wrong type', z.object({ n: z.number() }), { n: 'x' }, 'n: Invalid input: expected number, received string'],
    ['an array for an object', z.object({ a: z.object({}) }), { a: [] }, 'a: Invalid input: expected object, received array'],
    ['null', z.object({ a: z.string() }), { a: null }, 'a: Invalid input: expected string, received null'],
    ['a value outside an enum', z.object({ v: z.enum(['public', 'direct']) }), { v: 'x' }, 'v: Invalid option: expected one of "public"|"direct"'],
    ['a short string', z.object({ id: z.string().check(z.minLength(1)) }), { id: '' }, 'id: Too small: expected string >=1'],
    ['a union', z.union([z.string(), z.number()]), true, '(root): Invalid input: none of the accepted forms'],
    ['a schema with its own message', z.object({ r: z.null({ error: 'a reblog cannot itself be a reblog' }) }), { r: 1 }, 'r: a reblog cannot itself be a reblog'],
  ])('%s', (_name, schema, body, expected) => {
    expect(problemOf(schema, body)).toBe(expected);
  });

  it('leaves zod itself unconfigured: the SDK sets no global locale', () => {
    expect(z.config().localeError).toBeUndefined();
  });
});
