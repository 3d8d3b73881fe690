/** Entity clean-up before save (spec 000 §5): nested objects whose id is empty or -1 are dropped. */
export function cleanEntity<T extends object>(entity: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(entity) as (keyof T)[]) {
    const value = entity[key];
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'id' in value) {
      const id = (value as { id: unknown }).id;
      if (id === '' || id === -1 || id === '-1') continue;
    }
    out[key] = value;
  }
  return out;
}
