/**
 * Loaded with `node --import` into a wirecase process under test: it plants a bug in wirecase
 * itself (a TypeError while a response is judged) for responses carrying `x-plant-bug`, so a test
 * can see what a user sees when wirecase fails mid-run. Never loaded outside tests.
 */
import { ResponseView } from '../../src/assert/response-view.js';

const json = Object.getOwnPropertyDescriptor(ResponseView.prototype, 'json')!;
Object.defineProperty(ResponseView.prototype, 'json', {
  get(this: ResponseView) {
    if (this.header('x-plant-bug').length) throw new TypeError('planted bug: cannot read properties of undefined');
    return json.get!.call(this);
  },
});
