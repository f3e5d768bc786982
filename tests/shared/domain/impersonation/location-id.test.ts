import { describe, expect, it } from 'vitest';
import {
  LOCATION_ID_KEY,
  readLocationId,
  rememberLocationId,
  type KeyValueStore,
} from '../../../../shared/domain/impersonation/location-id';

/** A storage like the browser's localStorage, over a Map. */
function memoryStorage(entries: Record<string, string> = {}): KeyValueStore & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
}

const refusing: KeyValueStore = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('impersonation location id (SPEC 4: remembered in local storage)', () => {
  it('none remembered yet reads as empty (the search then sends none)', () => {
    expect(readLocationId(memoryStorage())).toBe('');
    expect(readLocationId(undefined)).toBe('');
  });

  it("remembers the answer's location id and reads it back for the next search", () => {
    const storage = memoryStorage();
    rememberLocationId(storage, 'DK-8000');
    expect(storage.map.get(LOCATION_ID_KEY)).toBe('DK-8000');
    expect(readLocationId(storage)).toBe('DK-8000');
    rememberLocationId(storage, 'DK-5000');
    expect(readLocationId(storage)).toBe('DK-5000');
  });

  it('an answer without a location id keeps the remembered one', () => {
    const storage = memoryStorage({ [LOCATION_ID_KEY]: 'DK-8000' });
    rememberLocationId(storage, '');
    expect(readLocationId(storage)).toBe('DK-8000');
  });

  it('a storage that refuses (private mode, full) is no error: nothing is remembered', () => {
    expect(readLocationId(refusing)).toBe('');
    expect(() => rememberLocationId(refusing, 'DK-8000')).not.toThrow();
    expect(() => rememberLocationId(undefined, 'DK-8000')).not.toThrow();
  });
});
