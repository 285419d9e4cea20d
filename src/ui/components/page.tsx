import type { ReactNode } from 'react';
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
  return (
    <article data-testid="page" data-page-title={title}>
      <title>{`${title} | ${appName}`}</title>
      <h1 className={css.title}>{heading ?? title}</h1>
      {lead ? <p className={css.lead}>{lead}</p> : null}
      {children}
    </article>
  );
}
