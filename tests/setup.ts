import '@testing-library/jest-dom/vitest';
import './quiet-query-retries';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadToastItem } from '../src/ui/components/toast';

// The toast's view loads after a page's first render (toast.tsx); here it is in before any test renders, so a toast
// shows in the same render as the call that shows it.
await loadToastItem();

// Files share their worker's modules and DOM (isolate: false): each test leaves no render and no fake clock behind,
// and no module still loading. A page's lazy module (the signed-in header's trade notices, a route's page) whose load
// is still in flight when the worker's batch of files ends is refused by Vitest's teardown, and the refusal stays in
// the shared module cache: every later file in that worker that loads the module failed with EnvironmentTeardownError.
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await vi.dynamicImportSettled();
});
