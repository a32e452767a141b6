// What a service's result looks like after a route sends it as JSON: dates arrive as ISO strings. Components
// type what they fetch as `Json<ServiceResult>` instead of writing the shape again by hand, so a field the
// service adds, renames or drops shows up in the component at type-check time.

/** `T` after JSON.stringify and JSON.parse: Date -> string, recursively through arrays and objects. */
export type Json<T> = T extends Date
  ? string
  : T extends bigint
    ? string
    : T extends (infer U)[]
      ? Json<U>[]
      : T extends readonly (infer U)[]
        ? readonly Json<U>[]
        : T extends object
          ? { [K in keyof T]: Json<T[K]> }
          : T;
