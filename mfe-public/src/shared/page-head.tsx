import { useSiteOrigin } from 'shared-auth';

const SITE_NAME = 'LeaseMarket';

export interface PageHeadProps {
  /** The page's own title (the site name is added). */
  title: string;
  description: string;
  /** Path (and query) of the canonical URL, for example `/listings?make=BMW`. */
  canonicalPath?: string;
  /** Keep the page out of search results (not-found pages). */
  noIndex?: boolean;
}

/**
 * The page's <title>, description and canonical link. React hoists them into <head>, on the
 * server too, so each public page's head comes from this remote's own deployment.
 */
export function PageHead({ title, description, canonicalPath, noIndex = false }: PageHeadProps) {
  const origin = useSiteOrigin();
  return (
    <>
      <title>{`${title} | ${SITE_NAME}`}</title>
      <meta name="description" content={description} />
      {canonicalPath !== undefined && <link rel="canonical" href={`${origin}${canonicalPath}`} />}
      {noIndex && <meta name="robots" content="noindex" />}
    </>
  );
}

/** A JSON-LD block (schema.org). `<` is escaped so the data cannot close the script element. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
