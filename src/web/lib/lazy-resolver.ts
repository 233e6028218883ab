import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<Input extends FieldValues, Context, Output> {
  resolver: Resolver<Input, Context, Output>;
  /** Starts loading the schema (e.g. when the form shows), so the first check does not wait. */
  preload: () => void;
}

/**
 * A react-hook-form resolver whose schema (and zod with it) loads on first use, so a screen
 * people land on directly (/login) does not carry zod in its first download. The rules and their
 * messages are still the shared schema's.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): LazyResolver<Input, Context, Output> {
  let loading: Promise<Resolver<Input, Context, Output>> | null = null;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
