// Registry of fault switches (FAULT=name). Each breaks exactly one rule; see README.md.

import type { FaultDefinition } from './fault-types.js';
import { APPS_FAULTS } from './faults-apps.js';
import { AUTH_FAULTS } from './faults-auth.js';
import { AUTH_MORE_FAULTS } from './faults-auth-more.js';
import { FEATURE_FAULTS } from './faults-features.js';
import { FUZZ_FAULTS } from './faults-fuzz.js';
import { LEGACY_FAULTS } from './faults-legacy.js';
import { LEGACY_FEATURE_FAULTS } from './faults-legacy-features.js';
import { PATTERNS_FAULTS } from './faults-patterns.js';
import { PROBED_FAULTS } from './faults-probed.js';
import { PROTOCOL_FAULTS } from './faults-protocol.js';
import { WIRE_FAULTS } from './faults-wire.js';

export type { FaultDefinition } from './fault-types.js';

export const FAULTS: readonly FaultDefinition[] = [
  ...PROTOCOL_FAULTS,
  ...AUTH_FAULTS,
  ...APPS_FAULTS,
  ...FEATURE_FAULTS,
  ...PATTERNS_FAULTS,
  ...AUTH_MORE_FAULTS,
  ...WIRE_FAULTS,
  ...PROBED_FAULTS,
  ...LEGACY_FAULTS,
  ...LEGACY_FEATURE_FAULTS,
  ...FUZZ_FAULTS,
];

export class UnknownFaultError extends Error {
  constructor(name: string) {
    super(`unknown fault "${name}"; known faults: ${FAULTS.map((f) => f.name).join(', ')}`);
    this.name = 'UnknownFaultError';
  }
}

/** The fault named `name`, undefined for none/empty, or UnknownFaultError. */
export function resolveFault(name: string | undefined): FaultDefinition | undefined {
  if (name === undefined || name === '' || name === 'none') return undefined;
  const fault = FAULTS.find((f) => f.name === name);
  if (!fault) throw new UnknownFaultError(name);
  return fault;
}
