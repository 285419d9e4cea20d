import '@testing-library/jest-dom/vitest';
import './quiet-query-retries';
import { afterEach, vi } from 'vitest';
import { loadToastItem } from '../src/ui/components/toast';

// The toast's view loads after a page's first render (toast.tsx); here it is in before any test renders, so a toast
// shows in the same render as the call that shows it.
await loadToastItem();

// The widget's own tests take their widgets down themselves (destroy()); each leaves no fake clock behind.
afterEach(() => {
  vi.useRealTimers();
});
