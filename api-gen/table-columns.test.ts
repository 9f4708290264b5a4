import { describe, expect, it } from 'vitest';
import { tidyTables } from './table-columns';

describe('tidyTables', () => {
  it('empties `undefined` defaults and `-` placeholders', () => {
    const md = '| Parameter | Type | Default value | Description |\n| ------ | ------ | ------ | ------ |\n| `a` | `number` | `3` | - |\n| `b?` | `string` | `undefined` | the b |';
    expect(tidyTables(md)).toBe('| Parameter | Type | Default value | Description |\n| ------ | ------ | ------ | ------ |\n| `a` | `number` | `3` |  |\n| `b?` | `string` |  | the b |');
  });
  it('drops a column no row has text in, never the first', () => {
    const md = '| Property | Type | Default value | Description |\n| ------ | ------ | ------ | ------ |\n|  | `boolean` | `undefined` | - |';
    expect(tidyTables(md)).toBe('| Property | Type |\n| ------ | ------ |\n|  | `boolean` |');
  });
  it('keeps `undefined` where it is a type, not a missing default', () => {
    const md = '| Name | Type |\n| ------ | ------ |\n| `x` | `undefined` |';
    expect(tidyTables(md)).toBe(md);
  });
});
