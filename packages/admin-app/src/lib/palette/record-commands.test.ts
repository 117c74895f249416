import { describe, expect, it, vi } from 'vitest';
import {
  currentRecordCommands,
  offerRecordCommands,
  subscribeRecordCommands,
  type RecordCommands,
} from './record-commands.ts';

const harbor: RecordCommands = {
  title: 'Harbor Studio',
  commands: [{ id: 'suspend', label: 'Suspend this partner', run: vi.fn() }],
};

describe('record commands', () => {
  it('offers a screen’s actions until it withdraws them, and says so to the palette', () => {
    const changed = vi.fn();
    const stop = subscribeRecordCommands(changed);
    expect(currentRecordCommands()).toBeNull();
    const withdraw = offerRecordCommands(harbor);
    expect(currentRecordCommands()).toBe(harbor);
    withdraw();
    expect(currentRecordCommands()).toBeNull();
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps the next screen’s actions when the previous one withdraws after it offered', () => {
    const withdrawFirst = offerRecordCommands(harbor);
    const next = { ...harbor, title: 'Jetset Supply Co.' };
    const withdrawNext = offerRecordCommands(next);
    withdrawFirst();
    expect(currentRecordCommands()).toBe(next);
    withdrawNext();
    expect(currentRecordCommands()).toBeNull();
  });
});
