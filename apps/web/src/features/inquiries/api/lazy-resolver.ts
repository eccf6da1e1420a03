import type { FieldValues, Resolver } from 'react-hook-form';

type FormSchemas = typeof import('./form-schemas');

/**
 * A react-hook-form resolver that loads zod and the shared schema only when the form is first
 * focused or validated, keeping them out of the page's initial JavaScript (budget: 170 KB).
 */
export function lazyZodResolver<T extends FieldValues>(
  pick: (schemas: FormSchemas) => Parameters<FormSchemas['zodResolver']>[0],
): Resolver<T> & { preload: () => void } {
  let resolver: Promise<Resolver<T>> | undefined;
  const load = () => {
    resolver ??= import('./form-schemas').then(
      (schemas) => schemas.zodResolver(pick(schemas)) as unknown as Resolver<T>,
    );
    return resolver;
  };
  const resolve: Resolver<T> = async (values, context, options) => (await load())(values, context, options);
  return Object.assign(resolve, { preload: () => void load() });
}
