/** The server's shapes of static content (spec 002 §7 "Static content and languages"). */

/** A row of GET /api/v3/static-contents; the PUT body of the same path. */
export interface StaticContentEntry {
  id?: number | null;
  contentKey: string;
  locale: string;
  title: string;
  content: string;
  lastModifiedBy?: string;
  lastModifiedDate?: string | null;
}
