/** Roles of spec 000 §6. */
export const AUTHORITIES = {
  ADMIN: 'ROLE_ADMIN',
  APP_ADMIN: 'ROLE_APP_ADMIN',
  USER: 'ROLE_USER',
  INTERNAL: 'ROLE_INTERNAL',
  EXTERNAL: 'ROLE_EXTERNAL',
  CONTENT_AUTHOR: 'ROLE_CONTENT_AUTHOR',
  CONTENT_EDITOR: 'ROLE_CONTENT_EDITOR',
  CAMPAIGN_AUTHOR: 'ROLE_CAMPAIGN_AUTHOR',
  CAMPAIGN_EDITOR: 'ROLE_CAMPAIGN_EDITOR',
  SUGGESTION_ADMIN: 'ROLE_SUGGESTION_ADMIN',
  IMPROVEMENT_ADMIN: 'ROLE_IMPROVEMENT_ADMIN',
  COMPETITION_EDITOR: 'ROLE_COMPETITION_EDITOR',
  COMPETITION_ADMIN: 'ROLE_COMPETITION_ADMIN',
} as const;

export type Authority = (typeof AUTHORITIES)[keyof typeof AUTHORITIES];

/**
 * true when the user holds at least one of `required`.
 * An empty (or missing) `required` list means any signed-in user; the caller checks sign-in.
 */
export function hasAnyAuthority(
  authorities: readonly string[] | null | undefined,
  required: readonly string[] | null | undefined,
): boolean {
  if (!required || required.length === 0) return true;
  if (!authorities || authorities.length === 0) return false;
  return required.some((r) => authorities.includes(r));
}
