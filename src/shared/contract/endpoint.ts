/** One path of the platform API and how it is called (the table: endpoints.ts). */
export interface Endpoint {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly auth: 'none' | 'optional' | 'required';
  readonly merchant?: false;
}

export const e = (
  method: Endpoint['method'],
  path: string,
  auth: Endpoint['auth'] = 'none',
  merchant?: false,
): Endpoint => (merchant === false ? { method, path, auth, merchant } : { method, path, auth });

/** Fills `:name` parameters; values are URI-encoded. */
export function fillPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
