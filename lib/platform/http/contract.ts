// A route's contract, declared once: the zod schemas of its input (what `withAuth`/`publicRoute` parse with) and
// the type of what its handler returns. The handler is checked against it (with-auth.ts), and the browser's typed
// client (lib/api-client.ts#api, #useApi) reads the same declaration through the route map (lib/api-routes.ts),
// so a field a service adds, renames or drops shows up in the pages at type-check time. docs/api.md#contract.
import type { z, ZodType } from 'zod';

declare const responseType: unique symbol;

/** Carries a route's response type `R` (a type only: the property never exists at run time). */
export interface Responds<R> {
  readonly [responseType]?: R;
}

interface RouteSchemas {
  query?: ZodType;
  body?: ZodType;
  params?: ZodType;
}

export type RouteContract<S extends RouteSchemas, R> = S & Responds<R>;

/**
 * `defineRoute<Response>()({ query: schema })`: the schemas to hand to the route wrapper, typed with the
 * response (the server-side type; the browser receives `Json<Response>`).
 */
export function defineRoute<R>() {
  return <const S extends RouteSchemas>(schemas: S): RouteContract<S, R> => schemas;
}

/** The response type a contract declares. */
export type ResponseOf<C> = C extends Responds<infer R> ? R : never;

/** What a caller may send as the query string: the schema's input type. */
export type QueryOf<C> = C extends { query: infer Q extends ZodType } ? z.input<Q> : never;

/** What a caller may send as the JSON body: the schema's input type (`undefined` where the route reads none). */
export type BodyOf<C> = C extends { body: infer B extends ZodType } ? z.input<B> : undefined;

/** What an async service function resolves to: `Returns<typeof listUnmatched>`. */
export type Returns<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
