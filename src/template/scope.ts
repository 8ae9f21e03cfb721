import type { Scope } from './expression.js';

/**
 * Variables in layers, narrowest first: captures → document vars → run vars (suite defaults replaced
 * by --var / --env-file) → built-ins (env, baseUrl).
 */
export class LayeredScope implements Scope {
  constructor(private readonly layers: Array<Record<string, unknown>>) {}

  has(name: string): boolean {
    return this.layers.some((layer) => Object.hasOwn(layer, name));
  }

  get(name: string): unknown {
    for (const layer of this.layers) if (Object.hasOwn(layer, name)) return layer[name];
    return undefined;
  }

  /** A scope with one more, narrower layer in front. */
  with(layer: Record<string, unknown>): LayeredScope {
    return new LayeredScope([layer, ...this.layers]);
  }
}
