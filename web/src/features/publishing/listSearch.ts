import { useSearchParams } from 'react-router';

/**
 * A list page's place in the query string: the page (1-based, 1 when missing or bad) and the page's own
 * keys (sort, filter, title …). `go` writes the values given: an empty one is taken out.
 */
export function useListSearch() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const go = (values: Record<string, string | number>, { replace = false } = {}) => {
    const p = new URLSearchParams(search);
    for (const [key, value] of Object.entries(values)) {
      if (value === '') p.delete(key);
      else p.set(key, String(value));
    }
    setSearch(p, { replace });
  };
  return { search, page, go };
}
