import { useCallback, useEffect, useRef } from 'react';
import { type NavigateOptions, useLocation, useSearchParams } from 'react-router';

type ParamsChange =
  | ((current: URLSearchParams) => URLSearchParams)
  | ((current: URLSearchParams) => void)
  | URLSearchParams
  | Record<string, string>;

/**
 * The page's URL parameters, and `setParams`, which changes them building on every change made so far.
 *
 * React Router renders a navigation as a transition and builds `setSearchParams` (its function form too)
 * on the parameters of the last render. Two changes made before the first has rendered (two filters
 * picked in quick succession, a page reset beside a filter) would each start from the old URL, and the
 * second would drop the first. Here a change starts from the last URL written until the next render.
 *
 * `setParams` takes a function that edits a copy of the parameters (or returns a new set built from
 * them), or the whole new set. It replaces the history entry unless told otherwise: filters are not
 * places to go back to.
 */
export function useUrlParams() {
  const [params, setSearchParams] = useSearchParams();
  const rendered = params.toString();
  // The last URL written, and the key of the location shown when it was: it holds until another
  // location is shown (even one with the same URL, as the back button gives).
  const { key } = useLocation();
  const written = useRef<{ over: string; next: string } | null>(null);
  useEffect(() => {
    if (written.current && written.current.over !== key) written.current = null;
  }, [key]);
  const setParams = useCallback(
    (change: ParamsChange, options: NavigateOptions = { replace: true }) => {
      let next: URLSearchParams;
      if (typeof change === 'function') {
        const pending = written.current?.over === key ? written.current.next : rendered;
        const current = new URLSearchParams(pending);
        next = change(current) ?? current;
      } else next = new URLSearchParams(change);
      written.current = { over: key, next: next.toString() };
      setSearchParams(next, options);
    },
    [key, rendered, setSearchParams],
  );
  return [params, setParams] as const;
}

/** Sets a parameter, or removes it when the value is empty. */
export function setOrDelete(params: URLSearchParams, name: string, value: string | null | undefined) {
  if (value) params.set(name, value);
  else params.delete(name);
}
