export interface InitOptions {
  dir: string;
}

export function initCommand(_options: InitOptions): number {
  throw new Error('init: not implemented yet');
}
