import { DEFAULT_COLUMNS, type Column } from '@trumpet/core';
import { isShownColumn, sameColumn, stepsToMove } from './columns';

const column = (uuid: string, id: string, params: Column['params'] = {}): Column => ({ uuid, id, params });

describe('multi-column helpers', () => {
  it('shows every default column but compose (the composer is not built yet)', () => {
    expect(DEFAULT_COLUMNS.filter(isShownColumn).map((entry) => entry.id)).toEqual(['HOME', 'NOTIFICATIONS']);
  });

  it('moves a column past hidden ones to its next shown neighbour, and not past the ends', () => {
    const columns = [column('c', 'COMPOSE'), column('h', 'HOME'), column('n', 'NOTIFICATIONS')];
    expect(stepsToMove(columns, 'h', -1)).toBeNull();
    expect(stepsToMove(columns, 'h', 1)).toBe(1);
    expect(stepsToMove(columns, 'n', -1)).toBe(1);
    expect(stepsToMove(columns, 'n', 1)).toBeNull();
    expect(stepsToMove([column('h', 'HOME'), column('c', 'COMPOSE'), column('n', 'NOTIFICATIONS')], 'h', 1)).toBe(2);
  });

  it('matches a hashtag or list column by its id, case-insensitively for tags', () => {
    expect(sameColumn(column('t', 'HASHTAG', { id: 'Trumpet' }), 'HASHTAG', { id: 'trumpet' })).toBe(true);
    expect(sameColumn(column('t', 'HASHTAG', { id: 'jazz' }), 'HASHTAG', { id: 'trumpet' })).toBe(false);
    expect(sameColumn(column('l', 'LIST', { id: '4' }), 'LIST', { id: '5' })).toBe(false);
    expect(sameColumn(column('h', 'HOME'), 'HOME', {})).toBe(true);
  });
});
