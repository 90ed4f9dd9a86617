import { emptyTable, entityIds, entityValues, getEntity, hasEntity, putEntities, removeEntities, updateEntity } from './entity-table';

interface Row {
  id: string;
  n: number;
}
const idOf = (row: Row): string => row.id;
const replace = (row: Row): Row => row;
const rows = (count: number, from = 0): Row[] => Array.from({ length: count }, (_, i) => ({ id: String(1_000_000 + from + i), n: from + i }));

describe('entity table', () => {
  it('stores, reads, counts and lists records by id', () => {
    const table = putEntities(emptyTable<Row>(), rows(500), idOf, replace);
    expect(table.size).toBe(500);
    expect(getEntity(table, '1000042')).toEqual({ id: '1000042', n: 42 });
    expect(hasEntity(table, '1000042')).toBe(true);
    expect(hasEntity(table, 'nope')).toBe(false);
    for (const id of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(getEntity(table, id)).toBeUndefined();
      expect(hasEntity(table, id)).toBe(false);
    }
    const odd = putEntities(table, [{ id: 'constructor', n: -5 }], idOf, (row, known) => ({ ...row, n: known ? 1 : row.n }));
    expect(getEntity(odd, 'constructor')?.n).toBe(-5);
    expect(odd.size).toBe(501);
    expect(entityIds(table).sort()).toEqual(rows(500).map(idOf).sort());
    expect(entityValues(table).map((row) => row.n).sort((a, b) => a - b)).toEqual(rows(500).map((row) => row.n));
  });

  it('copies only the shard a change touches and leaves the input untouched', () => {
    const before = putEntities(emptyTable<Row>(), rows(2000), idOf, replace);
    const after = putEntities(before, [{ id: '1000007', n: -1 }], idOf, replace);
    expect(getEntity(before, '1000007')?.n).toBe(7);
    expect(getEntity(after, '1000007')?.n).toBe(-1);
    expect(after.size).toBe(2000);
    const changed = Object.keys(after.shards).filter((key) => after.shards[key] !== before.shards[key]);
    expect(changed).toHaveLength(1);
    expect(Object.keys(before.shards).length).toBeGreaterThan(32);
  });

  it('returns the same table when nothing changes', () => {
    const table = putEntities(emptyTable<Row>(), rows(10), idOf, replace);
    expect(putEntities(table, [], idOf, replace)).toBe(table);
    expect(putEntities(table, rows(3), idOf, (_row, known) => known as Row)).toBe(table);
    expect(updateEntity(table, 'missing', (row) => ({ ...row, n: 0 }))).toBe(table);
    expect(updateEntity(table, '1000001', (row) => row)).toBe(table);
    expect(removeEntities(table, ['missing'])).toBe(table);
  });

  it('merges with the known record and removes records, keeping the count', () => {
    let table = putEntities(emptyTable<Row>(), rows(10), idOf, replace);
    table = putEntities(table, rows(5, 8), idOf, (row, known) => ({ ...row, n: (known?.n ?? 0) + row.n }));
    expect(table.size).toBe(13);
    expect(getEntity(table, '1000009')?.n).toBe(18);
    expect(getEntity(table, '1000012')?.n).toBe(12);
    table = updateEntity(table, '1000000', (row) => ({ ...row, n: 99 }));
    expect(getEntity(table, '1000000')?.n).toBe(99);
    table = removeEntities(table, ['1000000', '1000001', '1000001', 'missing']);
    expect(table.size).toBe(11);
    expect(hasEntity(table, '1000001')).toBe(false);
    expect(entityIds(table)).toHaveLength(11);
  });
});
