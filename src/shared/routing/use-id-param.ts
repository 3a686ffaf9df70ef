import { useParams } from 'wouter';

/**
 * A route id from the URL (`/Product/12`): a positive whole number written in digits, else null (`abc`, `0`, `1.5`,
 * `1e3`, `-4`, an empty segment), so a screen shows its not-found state instead of asking the API for nonsense.
 */
export function parseId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The route's `:id` as a positive whole number, or null when the URL's id is not one (the screen shows not-found). */
export function useIdParam(): number | null {
  return parseId(useParams<{ id?: string }>().id);
}
