/**
 * The shape of one break: a correct base server made to break ONE contract of the spec, the
 * sentence it breaks, how it is injected, and what the bundled suite must make of it.
 */
import type { Mutation } from './mutation.js';

export type Level = 'MUST' | 'MUST NOT' | 'SHOULD' | 'SHOULD NOT' | 'descriptive (no BCP 14 keyword)';

export interface Break {
  /** A short kebab-case name. */
  name: string;
  revision: '2025-11-25' | '2026-07-28';
  /** The base server it is injected into (servers/). */
  base: 'sdk-v1' | 'tmcp';
  /** The spec sentence it breaks, quoted exactly, with its level and where it stands. */
  sentence: { level: Level; quote: string; source: string };
  /** Where such a bug is seen in the wild (issue 24's list, or a server's tracker), when known. */
  seen?: string;
  /** How the break is injected, in words (the code is `mutation`). */
  injection: string;
  /** A fresh mutation for each server started (it may keep state of its own). */
  mutation: () => Mutation;
  /**
   * Exactly what the break adds to the base's run: `fail`, the tests that newly fail; `warn`, the
   * tests that newly end in a warning. Nothing else may newly fail or warn (that would be a false
   * failure). Absent: the break adds nothing.
   */
  caughtBy?: { fail?: string[]; warn?: string[] };
  /**
   * Why the suite does not catch this break: what it adds is nothing, or only warnings for a broken
   * MUST. Present exactly when the break is not caught (caught: a MUST by a new failure, a SHOULD or a
   * sentence without a keyword by a new failure or warning), so a test fails once the suite catches it.
   */
  missed?: string;
  /**
   * Failures and warnings the break adds that are NOT about it (false alarms: the suite misjudges
   * the server because of the break), with why. Issue 25 asks for none; each is a suite fault to fix.
   */
  falseAlarms?: { fail?: string[]; warn?: string[]; why: string };
}
