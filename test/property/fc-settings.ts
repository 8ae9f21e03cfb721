import fc from 'fast-check';

/**
 * How every property of test/property runs: a fixed seed per property, so CI sees the same cases on
 * every run, and a modest case count, so the whole folder stays within `npm test`'s time.
 *
 * For exploration: `FC_SEED=<n>` replaces every property's seed, and `FC_RUNS=<factor>` multiplies
 * every case count (e.g. `FC_SEED=$RANDOM FC_RUNS=10 node --test dist/test/property/sse.test.js`).
 * A failure prints its seed and path; a failure found this way is kept as an example test beside
 * its property.
 */
export function settings<T>(seed: number, numRuns: number): fc.Parameters<T> {
  const envSeed = process.env.FC_SEED;
  const factor = Number(process.env.FC_RUNS ?? 1);
  return {
    seed: envSeed !== undefined && envSeed !== '' ? Number(envSeed) : seed,
    numRuns: cases(numRuns, factor),
    // The failing assertion's message in the report, not only the counterexample.
    includeErrorInReport: true,
  };
}

/** The case count a property runs with (shown in its test name). */
export function cases(numRuns: number, factor = Number(process.env.FC_RUNS ?? 1)): number {
  return Math.max(1, Math.round(numRuns * (Number.isFinite(factor) && factor > 0 ? factor : 1)));
}

/** Text that tends to break things: markup, quotes, control characters, surrogates, long runs. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  {
    weight: 3,
    arbitrary: fc
      .array(
        fc.oneof(
          fc.constantFrom(
            '</script>',
            '<script>alert(1)</script>',
            '<wc-evil>',
            '<img src=x onerror=alert(1)>',
            '" onmouseover="x',
            "'",
            '&amp;',
            '&',
            ']]>',
            '<!--',
            '-->',
            '\u0000',
            '\u0001',
            '\u0008',
            '\u000b',
            '\u001b[31m',
            '\r',
            '\n',
            '\r\n',
            '\t',
            '\u2028',
            '\ufeff',
            '\ufffe',
            '\uffff',
            '\ud800',
            '\udc00',
            '\ud83d\ude00',
            '%',
            '%0A',
            '::error::',
            ',',
            ':',
            '|',
            '`',
            '``',
            '*',
            '_',
            '#',
            '[x](javascript:alert(1))',
            '{{ x }}',
            // biome-ignore lint/suspicious/noTemplateCurlyInString: a JavaScript template's syntax, as text a server might send
            '${x}',
            '\\',
            '/',
            'é',
            '中文',
            '🎉',
            ' ',
          ),
          fc.string({ maxLength: 6 }),
        ),
        { maxLength: 12 },
      )
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('a', '<', '\n', 'é', '\u0000'), fc.integer({ min: 1000, max: 20000 })).map(([c, n]) => c.repeat(n)) },
);
