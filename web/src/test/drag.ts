/** A stand-in for a drag event's DataTransfer in jsdom (which has none): what was set, and the object to pass. */
export function fakeDataTransfer() {
  const data = new Map<string, string>();
  const dataTransfer = {
    setData: (k: string, v: string) => data.set(k, v),
    getData: (k: string) => data.get(k) ?? '',
    effectAllowed: '',
    dropEffect: '',
  };
  return { data, dataTransfer };
}
