import { useEffect, type ReactNode } from 'react';
import * as css from './page.css';

/** The frame of every page: its document title, heading and lead text. */
export function Page({
  title,
  heading,
  lead,
  children,
  appName = 'Bitcoin Assets',
}: {
  title: string;
  heading?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  appName?: string;
}) {
  // The document's title, set once the page is shown (React 19 would hoist a <title>; Preact, which runs the site, does not).
  const documentTitle = `${title} | ${appName}`;
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <article data-testid="page" data-page-title={title}>
      <h1 className={css.title}>{heading ?? title}</h1>
      {lead ? <p className={css.lead}>{lead}</p> : null}
      {children}
    </article>
  );
}
