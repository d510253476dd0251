import { screen } from '@testing-library/react';

type RoleQuery = Parameters<typeof screen.queryAllByRole>;

/**
 * Every element of a role a person sees. A browser shows nothing of a closed `<details>` (the top bar's
 * phone menu holds a second set of session actions) but Testing Library's queries find it.
 */
export const allShownByRole = (...query: RoleQuery) => screen.queryAllByRole(...query).filter((element) => !element.closest('details:not([open])'));

/** The one element of a role a person sees; throws when there is none or more than one. */
export function shownByRole(...query: RoleQuery) {
  const [only, ...more] = allShownByRole(...query);
  if (!only || more.length > 0) throw new Error(`${more.length + (only ? 1 : 0)} shown elements of role ${String(query[0])} ${JSON.stringify(query[1] ?? {})}, not one`);
  return only;
}
