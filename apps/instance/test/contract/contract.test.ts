import { CONTRACT_CALLS, NOT_WALKED, type ContractCall } from './calls';
import { API_VERSIONS } from '../../src/version';
import { describeErrors, operationApiVersions, referenceOperations, responseValidator } from './reference-schema';
import { createWorld, request, type ContractWorld } from './world';

/**
 * Every client-facing operation of the Mastodon 4.7 reference, called on the instance in one walk
 * through a small world, and each answer checked against the reference's response schema for its
 * status code (issue #13). Where Mastodon's real behaviour differs from the reference, the call says
 * so and the instance follows Mastodon.
 */
describe('the instance against the Mastodon API reference', () => {
  const operations = referenceOperations();

  it('walks every reference operation, or says why not', () => {
    const walked = new Set(CONTRACT_CALLS.map((c) => c.operation));
    const skipped = new Set(NOT_WALKED.flatMap((group) => group.operations));
    expect(operations.filter((operation) => !walked.has(operation) && !skipped.has(operation))).toEqual([]);
    expect([...walked, ...skipped].filter((operation) => !operations.includes(operation))).toEqual([]);
  });

  it('claims the highest API version whose every operation it serves, and no higher', () => {
    const unserved = new Set(NOT_WALKED.filter((group) => !group.served).flatMap((group) => group.operations));
    const versions = [...operationApiVersions()];
    expect(versions.length).toBeGreaterThan(10);
    const missingAtClaim = versions.filter(([operation, version]) => version <= API_VERSIONS.mastodon && unserved.has(operation));
    expect(missingAtClaim).toEqual([]);
    const firstMissing = Math.min(...versions.filter(([operation]) => unserved.has(operation)).map(([, version]) => version));
    expect(firstMissing).toBe(API_VERSIONS.mastodon + 1);
  });

  describe('answers in the documented shapes', () => {
    let world: ContractWorld;
    beforeAll(async () => {
      world = await createWorld();
    });
    afterAll(() => world.t.close());

    const tokenOf = (w: ContractWorld, who: ContractCall['as']): string | null => {
      if (who === 'none') return null;
      if (who === 'app') return w.appToken;
      if (who === 'profile') return w.profile;
      return w[who ?? 'alice'].token;
    };

    it.each(CONTRACT_CALLS.map((c, index): [string, ContractCall] => [`${index + 1}. ${c.operation}`, c]))('%s', async (_name, c) => {
      const [method = 'GET'] = c.operation.split(' ');
      const answer = await request(world, method, c.url(world), { token: tokenOf(world, c.as), json: c.json?.(world), form: c.form?.(world) });
      expect({ status: answer.status, body: answer.status === (c.status ?? 200) ? 'as expected' : answer.body }).toEqual({
        status: c.status ?? 200,
        body: 'as expected',
      });
      const validate = responseValidator(c.operation, answer.status);
      if (validate && !validate(answer.body)) expect(describeErrors(validate.errors, answer.body)).toEqual([]);
      c.keep?.(answer.body, world);
    });
  });
});
