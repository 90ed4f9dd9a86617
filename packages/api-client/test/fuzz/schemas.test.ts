import type * as z from 'zod/mini';
import { ValidationError } from '../../src';
import { validate } from '../../src/http/validate';
import { parseFrame } from '../../src/streaming/frame';
import { toStreamingEvent } from '../../src/streaming/events';
import { fixture } from '../support/fixtures';
import { fixtureFiles, schemaByPrefix, schemaFor } from '../support/fixture-schemas';
import { createRandom, mutate } from '../support/mutate';

// Deterministic: the seed is fixed (FUZZ_SEED overrides it) and printed with every failure.
const SEED = Number(process.env.FUZZ_SEED ?? 0x5eed10);
const ITERATIONS = 2000;
const schemas = [...new Set(Object.values(schemaByPrefix))];

/** Success or a ValidationError, and either way something that serialises; anything else is the failure. */
function check(run: () => unknown): string | null {
  try {
    JSON.stringify(run());
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) return `threw ${String(error)}`;
    try {
      JSON.stringify(error.toJSON());
    } catch (nested) {
      return `a ValidationError that does not serialise: ${String(nested)}`;
    }
    return null;
  }
}

describe(`schemas over mutated fixtures (seed ${SEED})`, () => {
  it(`${ITERATIONS} mutants: each schema parses or refuses with a ValidationError, never throws another error`, () => {
    const random = createRandom(SEED);
    const failures: string[] = [];
    let refused = 0;
    for (let i = 0; i < ITERATIONS; i += 1) {
      const file = fixtureFiles[i % fixtureFiles.length] as string;
      const own = schemaFor(file) as z.ZodMiniType;
      const other = random.pick(schemas);
      const mutant = mutate(fixture(file), random);
      const where = `seed ${SEED}, iteration ${i}, ${file}: ${mutant.steps.join('; ')}`;
      for (const schema of [own, other]) {
        const problem = check(() => validate(schema, mutant.value, 'fuzz'));
        if (problem) failures.push(`${where}: ${problem}`);
      }
      // The public entry point itself, on the mutant as JSON text would give it.
      const parsed = check(() => {
        const result = own.safeParse(JSON.parse(mutant.text));
        if (!result.success) refused += 1;
        return result.success ? result.data : null;
      });
      if (parsed) failures.push(`${where}: safeParse ${parsed}`);
    }
    expect(failures.slice(0, 5)).toEqual([]);
    // The mutants did reach the refusals, so the run tested something.
    expect(refused).toBeGreaterThan(ITERATIONS / 10);
  }, 60_000);

  it('streaming frames with mutated payloads become events or ValidationErrors', () => {
    const random = createRandom(SEED + 1);
    const frames = fixtureFiles.filter((file) => file.startsWith('StreamingWs'));
    const failures: string[] = [];
    for (let i = 0; i < 400; i += 1) {
      const file = frames[i % frames.length] as string;
      const frame = fixture<{ payload?: unknown }>(file);
      const payload = typeof frame.payload === 'string' ? (JSON.parse(frame.payload) as unknown) : frame;
      const mutant = mutate(payload, random);
      const text = typeof frame.payload === 'string' ? JSON.stringify({ ...frame, payload: mutant.text }) : mutant.text;
      try {
        const parsed = parseFrame(text);
        const event = parsed.ok ? toStreamingEvent(parsed.value, { stream: 'user' }) : parsed;
        if (!event.ok) JSON.stringify(event.error.toJSON());
        else JSON.stringify(event.value);
      } catch (error) {
        failures.push(`seed ${SEED + 1}, iteration ${i}, ${file}: ${mutant.steps.join('; ')}: threw ${String(error)}`);
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });
});
