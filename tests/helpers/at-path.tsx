import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** The app's routes in memory at `path`, for tests in jsdom (the site itself uses the browser's location). */
export const atPath =
  (path: string) =>
  (routes: ReactNode): ReactNode => <MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>;
