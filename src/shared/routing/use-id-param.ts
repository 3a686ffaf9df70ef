import { useParams } from 'wouter';
import { parseId } from './paths.ts';

/** The route's `:id` as a positive whole number, or null when the URL's id is not one (the screen shows not-found). */
export function useIdParam(): number | null {
  return parseId(useParams<{ id?: string }>().id);
}
