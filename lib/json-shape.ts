/**
 * Checks parsed JSON against a shape, for browser code reading what an endpoint answers: each field's `typeof`
 * (`'string?'` when it may be left out), nested objects, and `[item]` for a list. What fits comes back with only
 * the shape's fields (others are dropped, as a zod object drops them); what does not is null.
 *
 * Browser code checks answers with this rather than with a schema library: zod's core alone is 23 KB gzipped,
 * fetched for checks of a few fields. A shape is typed from the type it checks (`ShapeOf<T>`), so the two cannot
 * drift apart. Request bodies are still checked on the server, with zod.
 */
type Primitive = 'string' | 'boolean' | 'number';
export type Shape = Primitive | `${Primitive}?` | readonly [Shape] | { readonly [key: string]: Shape };

type Optional<K> = K extends Primitive ? `${K}?` : never;
type KindOf<V> = [V] extends [string]
  ? 'string'
  : [V] extends [boolean]
    ? 'boolean'
    : [V] extends [number]
      ? 'number'
      : [V] extends [readonly (infer E)[]]
        ? readonly [ShapeOf<E>]
        : {
            readonly [P in keyof V]-?: Record<never, never> extends Pick<V, P>
              ? Optional<KindOf<Exclude<V[P], undefined>>>
              : ShapeOf<V[P]>;
          };
/** The shape that checks a `T` (of a union, any of its members' shapes): only primitive fields may be optional. */
export type ShapeOf<T> = T extends unknown ? KindOf<T> : never;

function fit(value: unknown, shape: Shape): { value: unknown } | null {
  if (typeof shape === 'string') {
    if (shape.endsWith('?') && value === undefined) return { value };
    return typeof value === shape.replace('?', '') ? { value } : null;
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return null;
    const items: unknown[] = [];
    for (const item of value) {
      const fitted = fit(item, (shape as readonly [Shape])[0]);
      if (fitted === null) return null;
      items.push(fitted.value);
    }
    return { value: items };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields: Record<string, unknown> = {};
  for (const [key, fieldShape] of Object.entries(shape as { readonly [key: string]: Shape })) {
    const fieldValue = (value as Record<string, unknown>)[key];
    const fitted = fit(fieldValue, fieldShape);
    if (fitted === null) return null;
    if (fieldValue !== undefined) fields[key] = fitted.value;
  }
  return { value: fields };
}

/** `value` (parsed JSON) as a `T` with only the shape's fields, or null when it does not fit the shape. */
export function readShape<T>(value: unknown, shape: ShapeOf<T>): T | null {
  const fitted = fit(value, shape as Shape);
  return fitted === null ? null : (fitted.value as T);
}
